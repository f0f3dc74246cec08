// `pnpm --filter @socios/server bench`: runs every bench file of this folder in name order (each prints its own
// Markdown table). A feature adds its figures by adding a file here.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'run.ts').sort()) {
  await import(pathToFileURL(`${dir}${file}`).href);
}
