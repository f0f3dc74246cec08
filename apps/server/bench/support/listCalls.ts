// The list calls of the contract and how the load bench asks each for real rows of the demo data.
// Every endpoint whose answer holds an array is either here, in LIST_CALLS (a request that returns rows at any
// SEED_SCALE, found through the API itself), or in NOT_LIST_CALLS with the reason it is not a list; the test
// test/listCalls.test.ts fails when a call of the contract is in neither, so a list call cannot land without its
// load figure.
import { answerRows, contract, type Endpoint } from '@socios/api';
import { CONSUMPTION_GROUPING_NAMES } from '@socios/domain';

export { Demo, httpContext, type ListContext, type ListRequest } from './listDemo';
import type { Demo, ListRequest } from './listDemo';

/** Reports of consumption: last year, January to December. */
const lastYear = () => ({ anyo: new Date().getUTCFullYear() - 1, mesIni: '01', mesFin: '12' });
const consumption: Record<string, (d: Demo) => ListRequest> = Object.fromEntries(
  CONSUMPTION_GROUPING_NAMES.flatMap((g) => [
    [`Consumos.GetConsumo_${g}`, () => ({ body: lastYear(), what: 'last year' })],
    [`Consumos.GetConsumo_${g}_Grupo`, () => ({ body: lastYear(), what: 'last year, whole group' })],
  ]),
);
const all = { numMax: 0, indice: 1 };

/** Every list call, by `Controller.Action`, with how to ask it for rows of the demo data. */
export const LIST_CALLS: Record<string, (d: Demo) => ListRequest | Promise<ListRequest>> = {
  'Usuarios.GetUsuariosFromSocio': () => ({}),
  'Usuarios.GetRegistroCambios': async (d) => {
    await d.auditTrail();
    return { body: { pag: 1 }, what: 'page 1' };
  },
  'Usuarios.GruposContacto': () => ({}),
  'Usuarios.GetTokensApi': async (d) => {
    await d.apiTokens();
    return { what: "the user's tokens" };
  },
  'Socios.GetListadoTmp': () => ({}),
  'Socios.GetPuntosVenta': () => ({}),
  'Socios.BuscarLugar': () => ({ params: { texto: 'San' }, what: "towns starting 'San'" }),
  'Noticias.GetListaNoticias': () => ({ body: { idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0, texto: null }, what: 'every year' }),
  'Noticias.GetFiltros': () => ({}),
  'Consumos.GetConsumo_GraficoAnual': () => ({ body: {} }),
  'Consumos.GetEjercicios': () => ({}),
  'Consumos.GetPaises': () => ({}),
  ...consumption,
  'EstudiosMercado.GetEstudios': () => ({}),
  'EstudiosMercado.GetEstudiosRegistros': async (d) => ({ body: await d.largestStudy(), what: 'largest study' }),
  'EstudiosMercado.GetEstudioReferencias': async (d) => ({
    body: { ...(await d.largestStudy()), desde: 0, maxRegistros: 500 },
    what: 'largest study, the largest page',
  }),
  'Proveedores.GetListado': () => ({}),
  'Proveedores.GetProveedorDocumento': async (d) => ({ body: { PRVDOC_ID_PRV: await d.documentSupplier() } }),
  'Proveedores.GetProveedorTarifaCompra': async (d) => ({ body: await d.brembo(), what: 'Brembo' }),
  'Documentos.Carpetas': () => ({}),
  'Documentos.GetDocumentos': () => ({ body: { maxRegistros: 200 }, what: 'every folder, the largest page' }),
  'Buscar.Global': () => ({ body: { texto: 'frenos' }, what: "'frenos'" }),
  'Tarifas.GetTarifaProveedorMar': async (d) => ({ body: { ...(await d.brembo()), maxRegistros: 10, pag: 1 }, what: 'Brembo, page 1 of 10' }),
  'Tarifas.GetTarifaCompraProveedorMar': async (d) => ({ body: { ...(await d.netList()), maxRegistros: 10, pag: 1 }, what: "Brembo's net list, page 1 of 10" }),
  'Tarifas.GetListaActualizacionesTarifaProv': () => ({ body: {}, what: 'every brand, first page' }),
  'Tarifas.GetDiasActualizacionesTarifaProv': () => ({ body: {}, what: 'every brand, counts by day' }),
  'Tarifas.GetActualizacionesPrecioMarcaProv': async (d) => ({
    body: { idActualizacion: await d.priceUpdate(), startIndex: 0, endIndex: 50 },
    what: 'newest, 50 lines',
  }),
  'Producto.GetProductosProveedorMarca': async (d) => {
    const { provId, marcaId } = await d.product();
    return { params: { provId, marcaId } };
  },
  'Producto.CondicionesProveedorMarca': async (d) => ({ body: await d.productConditions(), what: 'a product with conditions' }),
  'Matriculas.GetVehiculos': () => ({ params: { plate: '1234BBB' }, what: 'the demo plate' }),
  'Tecdoc.GetFabricantesVehiculos_Inicial': () => ({}),
  'Tecdoc.GetModelosByIdFabricante': async (d) => ({ params: { id: (await d.model()).fab } }),
  'Tecdoc.GetMotorByIdFabricanteAndIdModelo': async (d) => ({ params: await d.model() }),
  'Tecdoc.GetGruposByIdMotor': async (d) => ({ params: { engineId: (await d.engine()).engineId }, what: "the demo plate's engine" }),
  'Tecdoc.GetGruposByIdMotorAndAtajo': async (d) => ({ params: await d.engine(), what: 'first shortcut' }),
  'Tecdoc.GetArticlesByMotorAndNodo': async (d) => ({ params: { engineId: (await d.engine()).engineId, groupId: 100 }, what: "'Sistema de frenos'" }),
  'Tecdoc.GetArticlesByReferencia': () => ({ params: { reference: '0986' }, what: "prefix '0986'" }),
  'Tecdoc.GetVehiculosRecientes': async (d) => {
    await d.recentVehicle();
    return {};
  },
  'Stocks.GetStock': async (d) => {
    const { brandNo, reference } = await d.stockReference();
    return { params: { brandNo, reference }, what: 'the demo reference' };
  },
  'Stocks.GetPedidos': () => ({ body: { tipo: 'realizados', estado: null, pag: 1, maxRegistros: 20 }, what: 'page 1 of 20' }),
  'Stocks.GetResumenStock': () => ({}),
  'DesgloseStocks.GetDesgloseStock': async (d) => {
    const { memberCif, reference } = await d.stockReference();
    return { params: { memberCif, reference }, what: 'the demo reference' };
  },
  'Neumaticos.GetNeumaticos': () => ({ params: { medida: '2055516' }, what: '205/55 R16' }),
  'Lubricantes.GetLubricantes': () => ({ params: { viscosidad: '5W30' }, what: '5W30' }),
  'Baterias.GetBaterias': () => ({ params: { potenciaArranque: 500, voltaje: 12, amperios: 60 }, what: '500 A, 12 V, 60 Ah' }),
  'Neumaticos.GetPaginaNeumaticos': () => ({ body: { medida: '2055516', desde: 0, maxRegistros: 50 }, what: '205/55 R16, page 1 of 50' }),
  'Lubricantes.GetPaginaLubricantes': () => ({ body: { viscosidad: '5W30', desde: 0, maxRegistros: 50 }, what: '5W30, page 1 of 50' }),
  'Baterias.GetPaginaBaterias': () => ({
    body: { potenciaArranque: 0, voltaje: 12, amperios: 0, desde: 50, maxRegistros: 50 },
    what: '12 V only, page 2 of 50',
  }),
  'Talleres.GetPagina': () => ({ body: all }),
  'GruposTaller.GetPagina': () => ({ body: all }),
  'Paises.GetPagina': () => ({ body: all }),
  'TalleresGrupoTalleresSocio.GetPagina': async (d) => ({
    body: { ...all, Valoresfiltro: [await d.firstRow('/Talleres/GetPagina', 'TAS_ID')] },
    what: 'first workshop',
  }),
  'TalleresSocioTalleresGrupo.GetPagina': async (d) => ({
    body: { ...all, Valoresfiltro: [await d.firstRow('/GruposTaller/GetPagina', 'GRT_ID')] },
    what: 'first group',
  }),
  'CategoriasImagenes.GetCategorias': () => ({}),
  'Imagenes.getImagenes': () => ({}),
  'Campanas.GetPagina': () => ({ body: all }),
  'CampanasGruposTaller.GetPagina': async (d) => ({
    body: { ...all, Valoresfiltro: [await d.firstRow('/Campanas/GetPagina', 'CAM_ID')] },
    what: 'first campaign',
  }),
  'CampanasRegistros.GetPagina': async (d) => ({
    body: { ...all, Valoresfiltro: [await d.firstRow('/Campanas/GetPagina', 'CAM_ID')] },
    what: 'first campaign',
  }),
  'Plantillas.GetPagina': () => ({ body: all }),
  'PlantillasRegistros.GetPagina': async (d) => ({
    body: { ...all, Valoresfiltro: [await d.firstRow('/Plantillas/GetPagina', 'PLTPRO_ID')] },
    what: 'first template',
  }),
  'Envios.GetPagina': () => ({ body: all }),
};

/** Calls whose answer holds an array but which are not lists, with why. */
export const NOT_LIST_CALLS: Record<string, string> = {
  'Login.Validar': 'the login; its answer carries the user configuration',
  'Login.EnSession': "the session's configuration (its own figure in http.ts)",
  'Usuarios.AddOrDeleteFavorito': 'a change',
  'Noticias.GetNoticia': 'one news item',
  'EstudiosMercado.GetDescuentoCondicion': "one condition's discount",
  'Proveedores.ObtenerRegistro': "one supplier's record",
  'Tecdoc.GetVehiculoDetalle': "one vehicle's details",
  'Tecdoc.AddVehiculoReciente': 'a change',
  'Tecdoc.GetVehiculoByVin': 'one vehicle by its VIN',
  'Tecdoc.GetDescripcionesArticulos': 'descriptions of the articles the caller names',
  'Stocks.GetPedido': 'one order',
  'Stocks.ImportarStock': 'a change (an import)',
};

/** The contract's endpoint of `Controller.Action`. */
export function endpointOf(name: string): Endpoint {
  const [controller = '', action = ''] = name.split('.');
  const e = (contract as unknown as Record<string, Record<string, Endpoint>>)[controller]?.[action];
  if (!e) throw new Error(`${name} is not in the contract`);
  return e;
}

/** Every endpoint of the contract by `Controller.Action`. */
export function contractNames(): string[] {
  return Object.entries(contract).flatMap(([controller, actions]) => Object.keys(actions).map((action) => `${controller}.${action}`));
}

type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Whether a zod schema holds an array (the answer, a field of it, or a field of a field). */
export function holdsArray(schema: unknown, depth = 0): boolean {
  if (!schema || depth > 3) return false;
  const def = defOf(schema);
  if (def.type === 'array') return true;
  if (['nullable', 'optional', 'default', 'readonly', 'catch'].includes(def.type)) return holdsArray(def.innerType, depth);
  if (def.type === 'pipe') return holdsArray(def.in, depth);
  if (def.type === 'object') return Object.values(def.shape as Record<string, unknown>).some((f) => holdsArray(f, depth + 1));
  if (def.type === 'union') return (def.options as unknown[]).some((o) => holdsArray(o, depth));
  return false;
}

/** The HTTP request of a list call against the demo data: method, path under the server's root, JSON body. */
export async function listRequest(name: string, demo: Demo): Promise<{ method: string; path: string; body?: string; what?: string; connections?: number }> {
  const e = endpointOf(name);
  const make = LIST_CALLS[name];
  if (!make) throw new Error(`${name} is not a list call`);
  const req = await make(demo);
  const path = `/api${e.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = req.params?.[key];
    if (value === undefined) throw new Error(`${name}: no value for :${key}`);
    return encodeURIComponent(String(value));
  })}`;
  return {
    method: e.method,
    path,
    ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
    ...(req.what ? { what: req.what } : {}),
    ...(req.connections ? { connections: req.connections } : {}),
  };
}

/** The fields of a body that set how many rows a page holds. */
const PAGE_SIZE_FIELDS = ['maxRegistros', 'numMax'] as const;

/** The page-size field of a list call's body (maxRegistros, numMax), or null when it has none. */
export function pageSizeField(name: string): string | null {
  let body: unknown = endpointOf(name).body;
  for (let i = 0; body && i < 4; i++) {
    const def = defOf(body);
    if (def.type === 'object') {
      const shape = def.shape as Record<string, unknown>;
      return PAGE_SIZE_FIELDS.find((f) => f in shape) ?? null;
    }
    body = def.type === 'pipe' ? def.in : def.innerType;
  }
  return null;
}

/** How many rows a list answer carries: the length of its longest array, looking two levels down. */
export const rowCount = answerRows;
