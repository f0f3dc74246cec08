// Writes src/routes.gen.ts, the schema-free route table of the contract that the browser client uses.
// Run after changing the contract: pnpm --filter @socios/api generate
import { writeFileSync } from 'node:fs';
import { contract } from '../src/contract';
import { routeTableOf } from '../src/routeTable';

const table = routeTableOf(contract);
const text = `// Generated from the contract by scripts/generate-routes.ts: do not edit (pnpm --filter @socios/api generate).
import type { RouteTable } from './routeTable';

/** Method, path and inputs of every call of the contract, without schemas (used by the browser client). */
export const routes = ${JSON.stringify(table, null, 2)} as const satisfies RouteTable;
`;
writeFileSync(new URL('../src/routes.gen.ts', import.meta.url), text);
console.log(`routes.gen.ts: ${Object.values(table).reduce((n, c) => n + Object.keys(c).length, 0)} calls`);
