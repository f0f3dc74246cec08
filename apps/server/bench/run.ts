// `pnpm --filter @socios/server bench`: runs every bench file of this folder in name order (each prints its own
// Markdown table). A feature adds its figures by adding a file here.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
// BENCH_ONLY (set by `pnpm bench --only <text>`) runs only the files whose name contains that text.
const only = process.env.BENCH_ONLY?.toLowerCase();
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'run.ts' && (!only || f.toLowerCase().includes(only)));
for (const file of files.sort()) {
  await import(pathToFileURL(`${dir}${file}`).href);
}
