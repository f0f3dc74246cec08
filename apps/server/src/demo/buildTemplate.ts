// Run by build.mjs once the bundle and its migrations are in dist/: writes the ready database of the first start
// beside itself. `--made <ISO date-time>` dates its demo data from another day than today (the first-start bench
// makes one on an earlier day).
import { writeTemplate } from './template';

const at = process.argv.indexOf('--made');
const made = at >= 0 ? new Date(process.argv[at + 1] ?? '') : new Date();
if (Number.isNaN(made.getTime())) throw new Error('--made: expected an ISO date-time');
const started = Date.now();
await writeTemplate(1, undefined, made);
console.log(`pgdata template (SEED_SCALE 1) written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
