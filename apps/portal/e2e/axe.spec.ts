import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectDashboard, layoutProblems, revealLoginForm, serverUrl, signIn } from './support';

// axe (WCAG 2.x A and AA rules) on every route of the portal, at 1440 and 375 px, as admin (every permission,
// account administrator) and as socio (no permission flag: the gated sections show the permission message), plus the
// public pages and the main dialogs. Every page must have 0 violations. One login per user and width, and one page
// load: the routes are visited inside the running app, as a member clicking through it does.
// Beside axe, on the same pages, the layout check (support.ts layoutProblems) at 1440, 768 and 375 px: no
// overlapping list items, no page-level sideways scroll, no narrow text one word per line, every table's key figure
// on screen. At 768 px only the layout is checked (axe's rules do not depend on the width between the other two).

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SHOTS = process.env.E2E_SHOTS;
const API = { 'X-Requested-With': 'XMLHttpRequest' };

/** First path segments of the sections gated by a permission flag (the features' `sections`). */
const GATED = new Set(['noticias', 'documentos', 'estudiosMercado', 'condicionesEntreSocios', 'promociones', 'consumos', 'actualizaciones']);
const DENIED = 'No tiene permiso para acceder a esta sección';

/** Real ids of the demo data for the routes with parameters. */
interface DemoIds {
  news: number;
  supplier: number;
  brand: number;
  order: number;
  maker: number;
  model: number;
  engine: number;
  /** An OE reference of the demo catalogue (the parts journey searches one like it). */
  reference: string;
}

/** A route to check: its address, the page title (the h1) and, where the title is shared, what shows it loaded. */
interface Route {
  path: string;
  title: string;
  ready?: (page: Page) => Locator;
  /** Brings into view what the page loads only when it is near (the conditions PDF viewer). */
  reveal?: (page: Page) => Locator;
  /**
   * The page sends the member on to another address, checked where it lands: a brand's index for everyone (to its
   * first page the user may open, else the supplier), a supplier's tariffs… only for a user with their permission
   * (admin: to the first brand's; socio sees the permission message in place).
   */
  leadsOn?: 'everyone' | 'permitted';
}

/** Every route of the shell, with the demo ids for its parameters (the features' routes.tsx and index.tsx). */
function shellRoutes(ids: DemoIds): Route[] {
  const prov = `/proveedores/${ids.supplier}`;
  const brand = `${prov}/detalleMarca/${ids.brand}`;
  // The supplier's name heads each of its pages (its menu is shown only with the Condiciones permission).
  const supplierName = (page: Page) => page.getByRole('heading', { level: 2, name: 'Frenos Ibéricos' });
  const groups = (page: Page) => page.getByRole('list', { name: 'Grupos de montaje' });
  const articles = (page: Page) =>
    page
      .getByRole('article')
      .first()
      .or(page.getByRole('status').filter({ hasText: /artículo/ }))
      .first();
  return [
    { path: '/', title: 'Inicio', ready: (page) => page.getByRole('region', { name: 'Su empresa' }) },
    { path: '/noticias', title: 'Noticias' },
    { path: `/noticias/${ids.news}`, title: 'Noticias' },
    { path: '/documentos', title: 'Documentos' },
    { path: '/perfil', title: 'Mi Perfil' },
    { path: '/perfil/usuarios', title: 'Mi Perfil' },
    { path: '/perfil/socio', title: 'Mi Perfil' },
    { path: '/perfil/puntos-venta', title: 'Mi Perfil' },
    { path: '/perfil/registro-cambios', title: 'Mi Perfil' },
    { path: '/contactos', title: 'Mis Contactos' },
    { path: '/promociones', title: 'Mis Promociones' },
    { path: '/promociones/grupos_talleres', title: 'Mis grupos de talleres' },
    { path: '/promociones/talleres', title: 'Mis Talleres' },
    { path: '/promociones/imagenes', title: 'Imagenes' },
    { path: '/promociones/campanas', title: 'Mis Campañas' },
    { path: '/promociones/envios', title: 'Mis Envíos' },
    { path: '/promociones/categorias_imagenes', title: 'Mis Categorías de Imágenes' },
    { path: '/estudiosMercado', title: 'Estudios de mercado' },
    { path: '/socios', title: 'Socios' },
    { path: '/condicionesEntreSocios', title: 'Condiciones entre socios' },
    { path: '/proveedores', title: 'Proveedores' },
    { path: prov, title: 'Proveedores', ready: supplierName, reveal: (page) => page.getByText('Documento de condiciones') },
    { path: `${prov}/contactos`, title: 'Proveedores', ready: supplierName },
    { path: `${prov}/documentos`, title: 'Proveedores', ready: supplierName },
    { path: `${prov}/consumos`, title: 'Proveedores', ready: supplierName },
    { path: `${prov}/tarifas`, title: 'Proveedores', ready: supplierName, leadsOn: 'permitted' },
    { path: `${prov}/tarifasNetos`, title: 'Proveedores', ready: supplierName, leadsOn: 'permitted' },
    { path: `${prov}/actualizaciones`, title: 'Proveedores', ready: supplierName, leadsOn: 'permitted' },
    { path: `${prov}/condiciones`, title: 'Proveedores', ready: supplierName, leadsOn: 'permitted' },
    { path: brand, title: 'Proveedores', ready: supplierName, leadsOn: 'everyone' },
    { path: `${brand}/tarifas`, title: 'Proveedores', ready: supplierName },
    { path: `${brand}/tarifasNetos`, title: 'Proveedores', ready: supplierName },
    { path: `${brand}/actualizaciones`, title: 'Proveedores', ready: supplierName },
    { path: `${brand}/condiciones`, title: 'Proveedores', ready: supplierName },
    { path: `${brand}/consumos`, title: 'Proveedores', ready: supplierName },
    { path: '/consumos', title: 'Mis Consumos' },
    { path: '/actualizaciones', title: 'Actualizaciones de precios' },
    { path: '/referencias', title: 'Referencias', ready: (page) => page.getByRole('list', { name: 'Fabricantes principales' }) },
    { path: `/referencias/buscador/${ids.maker}`, title: 'Referencias', ready: (page) => page.getByRole('table', { name: 'Modelos' }) },
    { path: `/referencias/buscador/${ids.maker}/${ids.model}`, title: 'Referencias', ready: (page) => page.getByRole('table', { name: 'Motores' }) },
    { path: `/referencias/buscador/${ids.maker}/${ids.model}/${ids.engine}`, title: 'Referencias', ready: groups },
    { path: `/referencias/buscador/${ids.maker}/${ids.model}/${ids.engine}/100`, title: 'Referencias', ready: articles },
    { path: `/referencias/motor/${ids.engine}`, title: 'Referencias', ready: groups },
    { path: `/referencias/motor/${ids.engine}/100`, title: 'Referencias', ready: articles },
    { path: `/referencias/${encodeURIComponent(ids.reference)}`, title: 'Referencias', ready: articles },
    { path: '/neumaticos', title: 'Neumáticos' },
    { path: '/lubricantes', title: 'Lubricantes' },
    { path: '/baterias', title: 'Baterías' },
    { path: '/pedidos', title: 'Mis pedidos' },
    { path: '/pedidos/stock', title: 'Mi stock' },
    {
      path: `/pedidos/${ids.order}`,
      title: 'Mis pedidos',
      ready: (page) => page.getByRole('table', { name: 'Líneas del pedido' }).or(page.getByRole('list', { name: 'Líneas del pedido' })),
    },
    { path: '/una-direccion-que-no-existe', title: 'Pagina no encontrada' },
  ];
}

/** Finds the demo ids through the API as admin, in a context of its own. */
async function demoIds(baseURL: string, newContext: (o: { baseURL: string }) => Promise<import('@playwright/test').APIRequestContext>): Promise<DemoIds> {
  const api = await newContext({ baseURL });
  try {
    const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
      const res = await api.fetch(`/api${path}`, { method, headers: API, data });
      expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
      return (await res.json()) as T;
    };
    await call('POST', '/Login/Validar', { usuario: 'admin', pwd: 'admin1234' });
    const news = await call<{ valorRetorno: { ID: number }[] }>('POST', '/Noticias/GetListaNoticias', {
      idTipo: 0,
      anyo: 0,
      mes: 0,
      modo: 0,
      idCategoria: 0,
      texto: null,
    });
    const suppliers = await call<{ valorRetorno: { PRV_ID: number; PRV_NOMBRE: string; Marcas: { MAR_ID: number; MAR_NOMBRE: string }[] }[] }>(
      'GET',
      '/Proveedores/GetListado',
    );
    // The supplier and brand of the tariff journeys (tariffs.spec.ts): their price lists have rows.
    const supplier = suppliers.valorRetorno.find((s) => s.PRV_NOMBRE === 'Frenos Ibéricos');
    const brand = supplier?.Marcas.find((m) => m.MAR_NOMBRE === 'Brembo');
    const orders = await call<{ valorRetorno: { pedidos: { PED_ID: number }[] } }>('POST', '/Stocks/GetPedidos', {
      tipo: 'recibidos',
      estado: null,
      pag: 1,
      maxRegistros: 1,
    });
    const plate = await call<{ ListaVehiculos: { Id: number }[] }>('GET', '/Matriculas/GetVehiculos/1234BBB');
    const engine = plate.ListaVehiculos[0]?.Id ?? 0;
    const car = await call<{ valorRetorno: { idFabricante: number; idModelo: number } }>('GET', `/Tecdoc/GetVehiculoByCodigoTecDoc/${engine}`);
    const articles = await call<{ valorRetorno: { articleNoField: string }[] }>('GET', `/Tecdoc/GetArticlesByMotorAndNodo/${engine}/100`);
    const ids = {
      news: news.valorRetorno[0]?.ID ?? 0,
      supplier: supplier?.PRV_ID ?? 0,
      brand: brand?.MAR_ID ?? 0,
      order: orders.valorRetorno.pedidos[0]?.PED_ID ?? 0,
      maker: car.valorRetorno.idFabricante,
      model: car.valorRetorno.idModelo,
      engine,
      reference: articles.valorRetorno[0]?.articleNoField ?? '',
    };
    for (const [name, value] of Object.entries(ids)) expect(value, `the demo data has a ${name} for the routes`).toBeTruthy();
    await call('GET', '/Login/SalirAplicacion');
    return ids;
  } finally {
    await api.dispose();
  }
}

/** The page's loading indicators (the Spinner's status role and label). */
const loading = (page: Page) => page.getByRole('status', { name: /^(Cargando|Comprobando|Buscando)/ });

/**
 * The axe-core of @axe-core/playwright (its own dependency, the same version), as the script it injects. Read once:
 * AxeBuilder injects its 1.3 MB into the page at every analysis and again into a blank page it opens to merge the
 * results; here it is injected once per loaded document and stays there while the routes change inside the app.
 */
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** axe's results, as AxeBuilder and the injected axe both give them. */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** The part of the injected axe this file calls. */
interface InjectedAxe {
  run: (context: Document, options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: ['violations'] }) => Promise<AxeResults>;
}

/**
 * Runs axe with the WCAG 2.x A/AA rules and gives one line per violation (empty when there is none). The same rules
 * on the same document as AxeBuilder's analysis; a page with frames (none in the portal today) goes through
 * AxeBuilder, which injects axe into each frame.
 */
async function violations(page: Page, where: string): Promise<string[]> {
  let found: AxeResults['violations'];
  if (page.frames().length > 1) found = (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations;
  else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    found = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: InjectedAxe }).axe;
      // Only the violations are gathered in full (passes and the rest are not needed here).
      return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
    }, WCAG);
  }
  return found.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map((n) => n.target.join(' '))
      .join(' | ');
    return `${where}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.help} — ${nodes}`;
  });
}

/**
 * Goes to `path` inside the running app, without loading the page again: the address changes as the router's own
 * back/forward buttons change it (history entry + popstate), and the wait ends once the shell has mounted that
 * path's page (RouteTransition's `data-route`), so nothing of the previous page can be checked in its place. A page
 * that `leadsOn` to another address is waited for where it lands: the page at the new address, no longer `path`.
 */
async function navigate(page: Page, path: string, leadsOn = false): Promise<void> {
  const pathname = await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return window.location.pathname;
  }, path);
  if (!leadsOn) {
    await expect(page.locator('main [data-route]')).toHaveAttribute('data-route', pathname);
    return;
  }
  const landed = () =>
    page.evaluate((from) => {
      const shown = document.querySelector('main [data-route]')?.getAttribute('data-route');
      return shown === window.location.pathname && shown !== from;
    }, pathname);
  await expect.poll(landed, { message: `${path} leads on to its page` }).toBe(true);
}

let ids: DemoIds;

test.beforeAll(async ({ playwright }) => {
  ids = await demoIds(serverUrl(), (o) => playwright.request.newContext(o));
});

// Animations off: a page fading in would be measured half transparent by the contrast rule.
test.use({ reducedMotion: 'reduce' });

for (const width of [1440, 768, 375]) {
  for (const user of ['admin', 'socio'] as const) {
    test(`every route has no WCAG A/AA violation and no broken layout as ${user} at ${width} px`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      const found: string[] = [];
      const check = async (where: string) => {
        await expect(loading(page)).toHaveCount(0);
        const at = `${where} (${user}, ${width} px)`;
        const lines = [...(width === 768 ? [] : await violations(page, at)), ...(await layoutProblems(page, at))];
        // Printed as found, so that one run lists every page's violations.
        for (const line of lines) console.log(line);
        found.push(...lines);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/axe-${user}-${width}-${where.replace(/\W+/g, '_')}.png` });
      };

      if (user === 'admin') {
        // The public pages, once per width.
        await page.goto('/login');
        await revealLoginForm(page);
        await expect(page.getByLabel('Usuario')).toBeVisible();
        await check('/login');
        await page.goto('/404');
        await expect(page.getByRole('heading', { level: 1, name: 'Pagina no encontrada' })).toBeVisible();
        await check('/404');
        await page.goto('/restablecer-clave/un-enlace-que-no-vale');
        await expect(page.getByRole('main')).not.toBeEmpty();
        await check('/restablecer-clave/:token');
      }

      await signIn(page, user);
      await page.goto('/');
      await expectDashboard(page);
      for (const route of shellRoutes(ids)) {
        await test.step(route.path, async () => {
          const leadsOn = route.leadsOn === 'everyone' || (route.leadsOn === 'permitted' && user === 'admin');
          await navigate(page, route.path, leadsOn);
          const denied = user === 'socio' && GATED.has(route.path.split('/')[1] ?? '');
          await expect(page.getByRole('heading', { level: 1, name: denied ? undefined : route.title, exact: true })).toBeVisible();
          if (denied) await expect(page.getByText(DENIED)).toBeVisible();
          else if (route.ready) await expect(route.ready(page)).toBeVisible();
          if (route.reveal && user === 'admin') await route.reveal(page).scrollIntoViewIfNeeded();
          await check(route.path);
        });
      }

      // The main dialogs, where opening one changes nothing.
      const dialogs: { path: string; open: (page: Page) => Locator; name: string | RegExp; admin?: boolean }[] = [
        { path: '/contactos', open: (p) => p.getByRole('button', { name: 'Nuevo Contacto' }), name: /contacto/i },
        { path: '/noticias', open: (p) => p.getByRole('button', { name: /^Filtros/ }), name: 'Filtros', admin: true },
        { path: '/perfil/usuarios', open: (p) => p.getByRole('button', { name: 'Nuevo usuario' }), name: /usuario/i, admin: true },
        { path: '/promociones/talleres', open: (p) => p.getByRole('button', { name: /^(Nuevo|Añadir)$/ }), name: /taller/i, admin: true },
      ];
      for (const dialog of dialogs) {
        if (dialog.admin && user !== 'admin') continue;
        await navigate(page, dialog.path);
        await expect(loading(page)).toHaveCount(0);
        await dialog.open(page).click();
        await expect(page.getByRole('dialog', { name: dialog.name })).toBeVisible();
        await check(`${dialog.path} dialog`);
      }

      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
