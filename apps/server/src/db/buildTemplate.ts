// Run by build.mjs once the bundle and its migrations are in dist/: writes the ready database of the first start.
import { writeTemplate } from './template';

const started = Date.now();
await writeTemplate(1);
console.log(`pgdata template (SEED_SCALE 1) written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
