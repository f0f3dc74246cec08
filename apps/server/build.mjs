// Bundles the server into dist/main.js. Our workspace packages (TypeScript sources) are bundled in; every
// npm dependency stays external and is loaded from node_modules. Migrations are copied beside the bundle.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', ops: 'src/ops/cli.ts', 'build-template': 'src/demo/buildTemplate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The ready database of a first start on an empty data folder (src/demo/template.ts).
execFileSync(process.execPath, ['dist/build-template.js'], { stdio: 'inherit' });
