// Writes src/routes.gen.ts, the schema-free route table of the contract that the browser client uses.
// Run after changing the contract: pnpm --filter @socios/api generate
// With --check (part of `pnpm lint`) it writes nothing and fails when routes.gen.ts is not what the contract says.
import { readFileSync, writeFileSync } from 'node:fs';
import { contract } from '../src/contract';
import { encodeRouteTable, routeTableOf } from '../src/routeTable';

const table = routeTableOf(contract);
const text = `// Generated from the contract by scripts/generate-routes.ts: do not edit (pnpm --filter @socios/api generate).
import { type CompactRouteTable, decodeRouteTable } from './routeTable';

/** Every call of the contract written short (see CompactRouteTable): method, inputs, answer and path. */
const compact: CompactRouteTable = ${JSON.stringify(encodeRouteTable(table), null, 2)};

/** Method, path and inputs of every call of the contract, without schemas (used by the browser client). */
export const routes = decodeRouteTable(compact);
`;
const target = new URL('../src/routes.gen.ts', import.meta.url);
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('routes.gen.ts is stale: the contract changed. Run `pnpm --filter @socios/api generate` and commit it.');
    process.exit(1);
  }
  console.log('routes.gen.ts matches the contract');
  process.exit(0);
}
writeFileSync(target, text);
console.log(`routes.gen.ts: ${Object.values(table).reduce((n, c) => n + Object.keys(c).length, 0)} calls`);
