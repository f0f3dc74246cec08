// Bundle figures of `pnpm bench`: gzip size of the JavaScript each screen needs, read from the built portal's
// Vite manifest, against a bare React 19 "hello" app built here in the same run (the baseline).
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JavaScript of a chunk and of every chunk it imports statically, as a set of file names. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function size(dist, files) {
  return [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(join(dist, f)), 0);
}

async function baselineBytes() {
  const dir = join(root, 'bench', '.baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>');
  writeFileSync(join(dir, 'main.jsx'), "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hola</h1>);\n");
  await build({ root: dir, logLevel: 'silent', plugins: [react()], build: { outDir: join(dir, 'dist'), manifest: true } });
  const manifest = JSON.parse(readFileSync(join(dir, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const bytes = size(join(dir, 'dist'), closure(manifest, 'index.html'));
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The login screen: the entry plus the light LoginScreen chunk main.tsx loads for a first visit to /login.
const login = new Set([...closure(manifest, 'index.html'), ...closure(manifest, 'src/app/LoginScreen.tsx')]);
/** A lazily loaded chunk alone (what its first use adds to a route already shown). */
const own = (key) => new Set([manifest[key].file]);
const extra = (key) => new Set([...closure(manifest, key)].filter((f) => !login.has(f)));
const base = await baselineBytes();
const kib = (n) => (n / 1024).toFixed(1);
// Everything a logged-in route loads: the entry, the portal app, the shell with the header's lazy parts (search box,
// unread-news panel) and the page, with the chunks they import.
const APP = ['index.html', 'src/app/App.tsx', 'src/app/shell/Shell.tsx', 'src/features/search/GlobalSearch.tsx', 'src/features/news/UnreadNews.tsx'];
const route = (...keys) => {
  const files = new Set();
  for (const key of [...APP, ...keys]) closure(manifest, key, files);
  return files;
};
const CHART = '../../packages/ui/src/ConsumptionChart/ConsumptionColumns.tsx';
const MAP = '../../packages/ui/src/Map/LeafletPointsMap.tsx';
const SOCIOS = ['src/features/members/routes.tsx', 'src/features/members/MembersPage.tsx'];
const PARTS_MAKERS = ['src/features/parts/routes.tsx', 'src/features/parts/PartsLayout.tsx', 'src/features/parts/MakersPage.tsx'];
const PARTS_ARTICLES = ['src/features/parts/routes.tsx', 'src/features/parts/PartsLayout.tsx', 'src/features/parts/ArticlesPage.tsx'];
/** What the directory's map adds to /socios when its tab opens: Leaflet, the clustering and the map's own code. */
const mapFiles = new Set([...closure(manifest, MAP)].filter((f) => !route(...SOCIOS).has(f)));
/** The parts routes must not load Highcharts (charts are only in consumption and studies): its chunk among their files counts 1. */
const chartsInParts = [PARTS_MAKERS, PARTS_ARTICLES, ['src/features/parts/PartsLayout.tsx', 'src/features/parts/GroupsPage.tsx']].filter((keys) =>
  route(...keys).has(manifest[CHART].file),
).length;
const PROMO = (page) => ['src/features/promotions/routes.tsx', `src/features/promotions/${page}.tsx`];
const DASHBOARD = ['src/features/dashboard/DashboardPage.tsx', CHART];
/** What a lazily loaded part adds to the route that opens it (its chunks the route has not loaded yet). */
const adds = (key, routeKeys) => {
  const shown = route(...routeKeys);
  return new Set([...closure(manifest, key)].filter((f) => !shown.has(f)));
};
const ROUTE_GOAL = 250;
const rows = [
  ['bare React 19 hello app (baseline)', base],
  ['login route (initial JS; goal ≤ 100 KiB)', size(dist, login), 100],
  ['/dashboard route in all, with its Highcharts chart (goal ≤ 250 KiB)', size(dist, route('src/features/dashboard/DashboardPage.tsx', CHART)), ROUTE_GOAL],
  ['/noticias route in all (goal ≤ 250 KiB)', size(dist, route('src/features/news/routes.tsx', 'src/features/news/NewsListPage.tsx')), ROUTE_GOAL],
  [
    '/noticias/{id} route in all, DOMPurify (goal ≤ 250 KiB)',
    size(dist, route('src/features/news/routes.tsx', 'src/features/news/NewsDetailPage.tsx')),
    ROUTE_GOAL,
  ],
  ['/estudiosMercado route in all (goal ≤ 250 KiB)', size(dist, route('src/features/studies/routes.tsx', 'src/features/studies/StudiesPage.tsx')), ROUTE_GOAL],
  ['/contactos route in all (goal ≤ 250 KiB)', size(dist, route('src/features/contacts/routes.tsx', 'src/features/contacts/ContactsPage.tsx')), ROUTE_GOAL],
  [
    '/proveedores route in all (goal ≤ 250 KiB)',
    size(dist, route('src/features/suppliers/routes.tsx', 'src/features/suppliers/SuppliersPage.tsx')),
    ROUTE_GOAL,
  ],
  [
    '/proveedores/{id} route in all, without the PDF viewer (goal ≤ 250 KiB)',
    size(dist, route('src/features/suppliers/routes.tsx', 'src/features/suppliers/SupplierPage.tsx', 'src/features/suppliers/ConditionsTab.tsx')),
    ROUTE_GOAL,
  ],
  ['/referencias route in all, the makers page (goal ≤ 250 KiB)', size(dist, route(...PARTS_MAKERS)), ROUTE_GOAL],
  ['/referencias/motor/{id}/{group} route in all, the article list (goal ≤ 250 KiB)', size(dist, route(...PARTS_ARTICLES)), ROUTE_GOAL],
  [
    '/detalleMarca/{id}/tarifas route in all (goal ≤ 250 KiB)',
    size(dist, route('src/features/suppliers/routes.tsx', 'src/features/tariffs/BrandTariff.tsx')),
    ROUTE_GOAL,
  ],
  ['tarifasNetos route in all (goal ≤ 250 KiB)', size(dist, route('src/features/suppliers/routes.tsx', 'src/features/tariffs/NetPriceList.tsx')), ROUTE_GOAL],
  ['/socios route in all, without the map (goal ≤ 250 KiB)', size(dist, route(...SOCIOS)), ROUTE_GOAL],
  ['/promociones/talleres route in all, with the import (goal ≤ 250 KiB)', size(dist, route(...PROMO('workshops/WorkshopsPage'))), ROUTE_GOAL],
  ['/promociones/campanas route in all, without the designer (goal ≤ 250 KiB)', size(dist, route(...PROMO('campaigns/CampaignsPage'))), ROUTE_GOAL],
  ['/promociones/imagenes route in all (goal ≤ 250 KiB)', size(dist, route(...PROMO('images/ImagesPage'))), ROUTE_GOAL],
  ['portal app: router, server state, session (loaded after login)', size(dist, extra('src/app/App.tsx'))],
  ['Highcharts part used by the charts (its own chunk, only on chart routes)', size(dist, own(CHART))],
  [
    'PDF viewer: pdf.js (loaded when a conditions PDF scrolls near; its worker apart)',
    size(dist, own('src/features/suppliers/components/PdfViewer/PdfViewer.tsx')),
  ],
  [
    'dashboard rearranging: react-grid-layout (loaded when editing starts)',
    size(dist, adds('../../packages/ui/src/DashboardGrid/EditableGrid.tsx', DASHBOARD)),
  ],
  [
    'campaign designer: react-grid-layout and the designer (loaded when Diseñar imagen opens)',
    size(dist, adds('src/features/promotions/campaigns/designer/Designer.tsx', PROMO('campaigns/CampaignsPage'))),
  ],
  ['directory map: Leaflet and clustering (loaded when the map tab opens; outlines fetched apart)', size(dist, mapFiles)],
];
console.log('\n### Portal JavaScript (gzip -9, from the Vite manifest)\n');
console.log('| figure | KiB gzip | ratio to baseline |');
console.log('|---|---:|---:|');
for (const [name, bytes] of rows) console.log(`| ${name} | ${kib(bytes)} | ${(bytes / base).toFixed(2)} |`);
console.log(`\nParts routes (makers, groups, articles) that load Highcharts: ${chartsInParts} (goal 0)`);
/** Leaflet must load only where a map is drawn, not on every route: routes other than the map whose files hold its chunk. */
const mapElsewhere = [['src/features/dashboard/DashboardPage.tsx', CHART], SOCIOS].filter((keys) => [...route(...keys)].some((f) => mapFiles.has(f))).length;
console.log(`Routes that load Leaflet before the map is shown (dashboard, /socios list): ${mapElsewhere} (goal 0)`);

// Machine-readable figures for bench-results.json (scripts/bench.mjs sets BENCH_RESULTS), with the routes' goals.
if (process.env.BENCH_RESULTS) {
  for (const [name, bytes, limit] of rows) {
    const kb = Number(kib(bytes));
    const goal = limit ? { goal: `≤ ${limit} KiB`, holds: kb <= limit } : {};
    appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify({ name: `portal JS: ${name}`, value: kb, unit: 'KiB gzip', ...goal })}\n`);
  }
  const charts = { name: 'portal JS: parts routes that load Highcharts', value: chartsInParts, unit: 'routes', goal: '0', holds: chartsInParts === 0 };
  appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(charts)}\n`);
  const map = {
    name: 'portal JS: routes that load Leaflet before the map is shown',
    value: mapElsewhere,
    unit: 'routes',
    goal: '0',
    holds: mapElsewhere === 0,
  };
  appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(map)}\n`);
}
