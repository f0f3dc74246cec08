import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// Tyres, lubricants and batteries held by the other members (001 §2.11–§2.13), on the seed's data: what each search
// must show is read from the same calls the screens make, so the test follows the seed.

const SHOTS = process.env.E2E_SHOTS;

interface Row {
  Ref: string;
  RefComercial: string;
  Marca: string;
  Descripcion: string;
  Stock: number;
  Invierno?: boolean;
  PositivoDerecha?: boolean;
  socio: { SOC_NOMBRE: string; SOC_CIF: string };
}

/** A call's answer with the browser's session (a 404 is no rows, as the screens read it). */
async function rowsOf(page: Page, path: string): Promise<Row[]> {
  const answer = await page.request.get(`/api/${path}`);
  if (answer.status() === 404) return [];
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Row[];
}

const members = (rows: Row[]) => new Set(rows.map((r) => r.socio.SOC_CIF)).size;
/** A count as the portal writes it: 1.234. */
const formatCount = (n: number) => n.toLocaleString('de-DE');
/**
 * The count line of the results: '77 artículos de 37 socios' over every page (the server's totals), then what the
 * filters hide, if anything, and the page when there are more than 50 articles.
 */
const summary = (rows: Row[]) => {
  const n = members(rows);
  const text = `${rows.length === 1 ? '1 artículo' : `${formatCount(rows.length)} artículos`} de ${n === 1 ? '1 socio' : `${formatCount(n)} socios`}`;
  const page = rows.length > 50 ? ` · página 1 de ${Math.ceil(rows.length / 50)}` : '';
  return new RegExp(`^${text.replaceAll('.', '\\.')}( \\(los filtros ocultan \\d+\\))?${page}$`);
};
/** The member sections of the results. */
const sections = (page: Page) => page.getByRole('region').filter({ has: page.getByRole('heading', { level: 3 }) });
/** How many member sections the first page of 50 shows (each member's rows together, the server's order). */
const firstPageMembers = (rows: Row[]) => (rows.length > 50 ? undefined : members(rows));
async function expectSections(page: Page, rows: Row[]) {
  const n = firstPageMembers(rows);
  if (n !== undefined) await expect(sections(page)).toHaveCount(n);
  else await expect(sections(page).first()).toBeVisible();
}

async function openSignedIn(page: Page, path: string, label: string) {
  await signIn(page, 'admin');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('tyres: a size searched, grouped by member, filtered by climate and text, kept in the URL (1440 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/neumaticos', 'Neumáticos');
  await expect(page).toHaveURL(/\/neumaticos$/);
  await expect(page.getByText('Introduzca los parámetros de la búsqueda')).toBeVisible();

  // A wrong box says what it needs, and nothing is searched.
  const form = page.getByRole('search', { name: 'Buscar neumáticos' });
  await form.getByRole('textbox', { name: 'Ancho' }).fill('20');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('El ancho son 3 cifras (p. ej. 205)')).toBeVisible();
  await expect(page).toHaveURL(/\/neumaticos$/);

  const tyres = await rowsOf(page, 'Neumaticos/GetNeumaticos/2055516');
  expect(tyres.length).toBeGreaterThan(1);
  await form.getByRole('textbox', { name: 'Ancho' }).fill('205');
  await form.getByRole('textbox', { name: 'Perfil' }).fill('55');
  await form.getByRole('textbox', { name: 'Diámetro' }).fill('R16');
  await form.getByRole('textbox', { name: 'Diámetro' }).press('Enter');
  await expect(page).toHaveURL(/\/neumaticos\?medida=2055516$/);
  await expect(page.getByRole('list', { name: 'Búsqueda' })).toContainText('205/55 R16');
  await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(tyres));
  await expectSections(page, tyres);
  // The member holding the most units of one tyre comes first.
  const most = Math.max(...tyres.map((t) => t.Stock));
  const holders = new Set(tyres.filter((t) => t.Stock === most).map((t) => t.socio.SOC_NOMBRE));
  const firstSection = sections(page).first();
  if (holders.size === 1) await expect(firstSection.getByRole('heading', { level: 3 })).toContainText([...holders][0]!);
  const firstRow = firstSection.getByRole('article').first();
  await expect(firstRow.getByText(`Stock ${most}`, { exact: true })).toBeVisible();
  await expect(firstRow.getByRole('button', { name: /^(Comprar|No es cliente) / })).toBeVisible();
  // The EU label opens its popover.
  await firstRow.getByRole('button', { name: /^Etiqueta UE de / }).click();
  await expect(firstRow.getByRole('dialog', { name: /^Etiqueta UE de / })).toBeVisible();
  await page.keyboard.press('Escape');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/neumaticos-1440.png`, fullPage: false });

  // Climate 'Solo invierno': the winter tyres only; the filter is in the URL and survives a reload.
  const winter = tyres.filter((t) => t.Invierno);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await filters.getByRole('button', { name: 'Solo invierno' }).click();
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/clima=invierno/);
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  if (winter.length) {
    await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(winter));
    await expect(page.getByRole('article').filter({ hasText: 'Todo el año' })).toHaveCount(0);
  } else {
    await expect(page.getByText('No hay resultados para la búsqueda')).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Búsqueda' })).toContainText('Solo invierno');

  // 'Todo el año' is the tyres that are not winter-only.
  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await filters.getByRole('button', { name: 'Todo el año' }).click();
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  const yearRound = tyres.filter((t) => !t.Invierno);
  await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(yearRound));

  // Back to the winter filter, then 'Restablecer' shows every tyre again.
  await page.goBack();
  await expect(page).toHaveURL(/clima=invierno/);
  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await filters.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page).toHaveURL(/\/neumaticos\?medida=2055516$/);
  await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(tyres));

  // The general search (Enter applies it) covers the brand, ignoring case.
  const brand = tyres[0]!.Marca;
  await page.getByRole('button', { name: 'Filtros' }).click();
  await filters.getByRole('searchbox', { name: 'Búsqueda general' }).fill(brand.toLowerCase());
  await filters.getByRole('searchbox', { name: 'Búsqueda general' }).press('Enter');
  await expect(filters).toBeHidden();
  const ofBrand = tyres.filter((t) => [t.Ref, t.RefComercial, t.Marca, t.Descripcion].some((f) => f.toLowerCase().includes(brand.toLowerCase())));
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(brand.toLowerCase())}`));
  await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(ofBrand));
  await expect(page.getByRole('list', { name: 'Búsqueda' })).toContainText(`Búsqueda: ${brand.toLowerCase()}`);

  // A size nobody holds (the tyres call may answer 404): no results.
  await page.goto('/neumaticos?medida=3553023');
  await expect(page.getByText('No hay resultados para la búsqueda')).toBeVisible();
});

test('batteries: the four states, the Filtros side panel and a member collapsed (1440 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/baterias', 'Baterías');
  // 1. Before any search.
  await expect(page.getByText('Introduzca los parámetros de la búsqueda')).toBeVisible();

  const form = page.getByRole('search', { name: 'Buscar baterías' });
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Introduzca al menos uno de los tres valores');

  const batteries = await rowsOf(page, 'Baterias/GetBaterias/0/12/70');
  expect(members(batteries)).toBeGreaterThan(1);
  // 2. Loading: the answer is held back a moment so that the state can be seen.
  await page.route('**/api/Baterias/GetPaginaBaterias', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await form.getByRole('textbox', { name: 'Voltaje (V)' }).fill('12');
  await form.getByRole('textbox', { name: 'Amperios (Ah)' }).fill('70');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('status', { name: 'Buscando artículos' })).toBeVisible();
  // 3. Results, grouped by member, with the heading chips of the searched values.
  await expect(page).toHaveURL(/\/baterias\?voltaje=12&amperios=70$/);
  await expect(page.getByRole('list', { name: 'Búsqueda' }).getByRole('listitem')).toHaveText(['Voltaje 12 V', 'Amperios 70 Ah']);
  await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(batteries));
  await expectSections(page, batteries);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/baterias-1440.png`, fullPage: false });

  // A member collapsed hides its batteries; opened again, they are back.
  const first = sections(page).first();
  const toggle = first.getByRole('button', { expanded: true });
  const count = await first.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  await toggle.click();
  await expect(first.getByRole('button', { expanded: false })).toBeVisible();
  await expect(first.getByRole('article')).toHaveCount(0);
  await expect(sections(page).nth(1).getByRole('article').first()).toBeVisible();
  await first.getByRole('button', { expanded: false }).click();
  await expect(first.getByRole('article')).toHaveCount(count);

  // The Filtros side panel: positive terminal on the right.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const panel = page.getByRole('dialog', { name: 'Filtros' });
  await panel.getByRole('button', { name: 'A la derecha' }).click();
  await panel.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/positivo=derecha/);
  const right = batteries.filter((b) => b.PositivoDerecha);
  if (right.length) {
    await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(right));
    await expect(page.getByRole('article').filter({ hasText: 'Izquierda' })).toHaveCount(0);
  }

  // 4. No results: more cranking current than any battery has.
  await form.getByRole('textbox', { name: 'Potencia (A)' }).fill('5000');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('No hay resultados para la búsqueda')).toBeVisible();

  // Back returns to the previous search.
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Potencia (A)' })).toHaveValue('');
  await expect(sections(page).first()).toBeVisible();
});

test('lubricants: a viscosity written any way finds its grade (1440 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/lubricantes', 'Lubricantes');
  await expect(page.getByText('Introduzca los parámetros de la búsqueda')).toBeVisible();
  const oils = await rowsOf(page, 'Lubricantes/GetLubricantes/5W30');
  expect(oils.length).toBeGreaterThan(0);
  const form = page.getByRole('search', { name: 'Buscar lubricantes' });
  await form.getByRole('textbox', { name: 'Viscosidad' }).fill('5X30');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Indique una viscosidad como 5W30 o 10W-40')).toBeVisible();
  await form.getByRole('textbox', { name: 'Viscosidad' }).fill('5w-30');
  await form.getByRole('textbox', { name: 'Viscosidad' }).press('Enter');
  await expect(page).toHaveURL(/\/lubricantes\?viscosidad=5W30$/);
  await expect(page.getByRole('status').filter({ hasText: /artículos? de/ })).toHaveText(summary(oils));
  await expect(page.getByRole('article').first().getByText('5W-30')).toBeVisible();
  await expectSections(page, oils);
});

test('tyres on a 375 px phone: the search and its results fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin');
  await page.goto('/neumaticos');
  const form = page.getByRole('search', { name: 'Buscar neumáticos' });
  // A whole size typed in the first box fills the three.
  await form.getByRole('textbox', { name: 'Ancho' }).fill('205/55 R16');
  await expect(form.getByRole('textbox', { name: 'Perfil' })).toHaveValue('55');
  await form.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/medida=2055516/);
  await expect(sections(page).first().getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/neumaticos-resultados-375.png`, fullPage: false });
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Solo invierno' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/neumaticos-filtros-375.png`, fullPage: false });
});

test('batteries of 12 V only: the true total over every page, and the pager asks the server for the next (1440 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const answer = await page.request.post('/api/Baterias/GetPaginaBaterias', {
    data: { potenciaArranque: 0, voltaje: 12, amperios: 0 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { total, socios } = (await answer.json()) as { total: number; socios: number };
  expect(total).toBeGreaterThan(50);
  await page.goto('/baterias?voltaje=12');
  const pages = Math.ceil(total / 50);
  const line = page.getByRole('status').filter({ hasText: /artículos? de/ });
  await expect(line).toHaveText(`${formatCount(total)} artículos de ${formatCount(socios)} socios · página 1 de ${pages}`);
  // One page of articles is on the screen, not all of them.
  await expect(page.getByRole('article')).toHaveCount(50);
  const firstRef = await page.getByRole('article').first().getAttribute('aria-label');
  const pager = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await pager.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(line).toHaveText(`${formatCount(total)} artículos de ${formatCount(socios)} socios · página 2 de ${pages}`);
  await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', firstRef ?? '');
  // A filter goes back to the first page.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const panel = page.getByRole('dialog', { name: 'Filtros' });
  await panel.getByRole('button', { name: /^A la derecha \(/ }).click();
  await panel.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/positivo=derecha/);
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(line).toContainText('página 1 de');
});
