// Writes docs/spec-map.md: every section of the two spec documents that the code cites ("000 §7", "001 §2.17, §3"),
// what it is about in our words, and the files that cite it, so that a "§" in a comment leads somewhere.
//   node scripts/spec-map.mjs           rewrite docs/spec-map.md
//   node scripts/spec-map.mjs --check   fail when a cited section has no line below or the map is stale (pnpm lint)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'docs/spec-map.md');

/** Each section in our own words. A new citation of a section missing here fails `--check`. */
const SECTIONS = {
  '000 §1': 'Who uses the portal (staff of member companies) and what a member does in it: dashboard, studies, contacts, news.',
  '000 §2': 'Screens and routes of part 1: login and logout, header, sidebar, section gating, dashboard, market studies, contacts, news.',
  '000 §3': 'Entities of part 1 (user, member, permissions, news, favourites, contacts, studies) and their wire fields.',
  '000 §4': 'States of part 1: session, favourites toggling, read and unread news, a study from draft to result.',
  '000 §5': 'Validation rules of part 1 with their Spanish messages (login, contacts, CSV import, studies).',
  '000 §6': 'The permission flags and what each one opens (sections, menu entries, calls).',
  '000 §7': 'The calls of part 1 and the shared call conventions: the `{ ok, mensajeError, valorRetorno }` answer, 400/401/404/500.',
  '000 §8': 'The error catalogue of part 1: which Spanish text the user reads for each failure.',
  '000 §9': 'Business constants and limits of part 1 (page sizes, file sizes, batch sizes).',
  '001 §2': 'Screens and routes of part 2: suppliers, consumption, tariffs, documents, parts, stock, members, profile, promotions.',
  '001 §2.1': 'The supplier directory (/proveedores): search, letter filter, list or mosaic.',
  '001 §2.2': 'A supplier’s page: its data, contacts, brands, documents and conditions.',
  '001 §2.3': 'Consumption reports: a member’s purchases by supplier, brand and period, as tables and charts.',
  '001 §2.4': 'A brand’s tariff table, paged and searchable.',
  '001 §2.5': 'Net price lists of a brand (tarifasNetos).',
  '001 §2.6': 'Price updates by date, for all suppliers or one.',
  '001 §2.7': 'A brand’s product conditions.',
  '001 §2.8': 'General documents of the group (/documentos): folders, search, download, sharing.',
  '001 §2.9': 'Documents of one supplier.',
  '001 §2.10': 'The parts-reference area (/referencias): search by vehicle, plate, reference or OE number.',
  '001 §2.11': 'Tyres: search by size and characteristics.',
  '001 §2.12': 'Lubricants: search by viscosity grade and specification.',
  '001 §2.13': 'Batteries: search by capacity and dimensions.',
  '001 §2.14': 'The stock between members: who offers a reference, and buying from one of them.',
  '001 §2.15': 'The member directory (Socios): search, letter filter, map, CSV download.',
  '001 §2.16': 'My profile: own user, the member’s users (admin), company data, points of sale, password recovery.',
  '001 §2.17': 'Conditions between members: one formatted text and its PDF export.',
  '001 §2.18': 'The promotions area: workshop groups, workshops, images and categories, campaigns and their sends.',
  '001 §3': 'Entities of part 2 (supplier, brand, tariff, document, part, stock offer, workshop, campaign…) and their wire fields.',
  '001 §4': 'States of part 2: orders between members, campaign sends, imports.',
  '001 §5': 'Validation rules of part 2 with their Spanish messages, and how a campaign is sent.',
  '001 §6': 'Roles and permissions of part 2, and the change log of users and permissions.',
  '001 §7': 'The calls of part 2 (controller and action names, bodies and answers).',
  '001 §8': 'The error catalogue of part 2.',
  '001 §9': 'Business constants and limits of part 2 (page sizes, upload limits, batch sizes).',
};

const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.turbo', 'coverage', 'test-results', 'playwright-report', '__screenshots__']);
const EXTENSIONS = /\.(ts|tsx|mts|mjs|sql)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield path;
  }
}

/**
 * The sections one text cites: "001 §2.17" and the sections that follow it in the same reference
 * ("001 §2.11–§2.14, §3 Stock offer" cites §2.11, §2.14 and §3 of 001).
 */
function citations(text) {
  const found = new Set();
  for (const m of text.matchAll(/\b(00[01]) (§[0-9][^\n()]*)/g)) {
    const tail = m[2].split(/\b00[01] §/)[0];
    for (const s of tail.matchAll(/§([0-9]+(?:\.[0-9]+)?)/g)) found.add(`${m[1]} §${s[1]}`);
  }
  return found;
}

const order = (a, b) => {
  const key = (s) =>
    s
      .replace(/[^0-9.]/g, ' ')
      .trim()
      .split(/[ .]+/)
      .map(Number);
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
};

const cited = new Map();
for (const top of ['apps', 'packages', 'scripts']) {
  for (const file of files(join(root, top))) {
    if (file === fileURLToPath(import.meta.url)) continue;
    for (const section of citations(readFileSync(file, 'utf8'))) {
      if (!cited.has(section)) cited.set(section, new Set());
      cited.get(section).add(relative(root, file));
    }
  }
}

const missing = [...cited.keys()].filter((s) => !SECTIONS[s]).sort(order);
const lines = [
  '# Spec map',
  '',
  'The code cites sections of the two spec documents, `000` (part 1: login, dashboard, market studies, contacts, news)',
  'and `001` (part 2: suppliers, prices, parts, stock, members, profile, promotions), as "001 §2.17". This page says what',
  'each cited section is about and lists the files that cite it. It is generated: `node scripts/spec-map.mjs` rewrites',
  'it, and `pnpm lint` fails when the code cites a section missing here or the page is out of date.',
  '',
];
for (const section of [...cited.keys()].sort(order)) {
  const list = [...cited.get(section)].sort();
  lines.push(`## ${section}`, '', SECTIONS[section] ?? '(no description yet)', '', ...list.map((f) => `- \`${f}\``), '');
}
const text = lines.join('\n');

if (process.argv.includes('--check')) {
  let failed = false;
  if (missing.length) {
    console.error(`spec-map: cited but not described in scripts/spec-map.mjs: ${missing.join(', ')}`);
    failed = true;
  }
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('spec-map: docs/spec-map.md is out of date; run `node scripts/spec-map.mjs`');
    failed = true;
  }
  process.exit(failed ? 1 : 0);
}
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(out, text);
console.log(`docs/spec-map.md: ${cited.size} sections, ${new Set([...cited.values()].flatMap((s) => [...s])).size} files`);
if (missing.length) console.warn(`no description yet for: ${missing.join(', ')}`);
