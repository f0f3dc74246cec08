// The list calls of the contract and how the load bench asks each for real rows of the demo data.
// Every endpoint whose answer holds an array is either here, in LIST_CALLS (a request that returns rows at any
// SEED_SCALE, found through the API itself), or in NOT_LIST_CALLS with the reason it is not a list; the test
// test/listCalls.test.ts fails when a call of the contract is in neither, so a list call cannot land without its
// load figure.
import { answerRows, contract, type Endpoint } from '@socios/api';
import { CONSUMPTION_GROUPING_NAMES } from '@socios/domain';

/** The calls a request is discovered through: JSON of a GET or of a POST under /api, as the logged-in admin. */
export interface ListContext {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

/** The request of one list call: its path parameters (by the contract's names) and JSON body. */
export interface ListRequest {
  params?: Record<string, string | number>;
  body?: unknown;
  /** What the request asks for, shown in the figure's name (e.g. "Brembo"). */
  what?: string;
  /** Members asking at once (the bench's default, 10, otherwise): 1 for the answers of megabytes. */
  connections?: number;
}

/** A context of JSON calls to a running server with the given headers (a logged-in admin's). */
export function httpContext(url: string, headers: Record<string, string>): ListContext {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    return (await res.json()) as T;
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

type Answer<T> = { valorRetorno: T };
type Rows<T> = { rows: T[] | null };

/** Discovered once per server: the demo objects the requests name. */
class Demo {
  private memo = new Map<string, Promise<unknown>>();
  constructor(readonly api: ListContext) {}

  private once<T>(key: string, find: () => Promise<T>): Promise<T> {
    if (!this.memo.has(key)) this.memo.set(key, find());
    return this.memo.get(key) as Promise<T>;
  }

  /** Brembo and its supplier (the deepest tariff of the demo data). */
  brembo() {
    return this.once('brembo', async () => {
      const supplier = (await this.suppliers()).find((s) => s.Marcas.some((m) => m.MAR_NOMBRE === 'Brembo'));
      const brand = supplier?.Marcas.find((m) => m.MAR_NOMBRE === 'Brembo');
      if (!supplier || !brand) throw new Error('no Brembo in the demo data');
      return { idProveedor: supplier.PRV_ID, idMarca: brand.MAR_ID };
    });
  }

  /** Every supplier with its brands. */
  suppliers() {
    return this.once('suppliers', async () => {
      const list = await this.api.get<Answer<{ PRV_ID: number; Marcas: { MAR_ID: number; MAR_NOMBRE: string }[] }[]>>('/Proveedores/GetListado');
      return list.valorRetorno;
    });
  }

  /** The largest study ('Pastillas de freno turismo') with every compared brand at its first tariff. */
  largestStudy() {
    return this.once('study', async () => {
      const studies = await this.api.get<Answer<{ id: number; descripcion: string; idMarcaComp: number; idTarifa: number | null }[]>>('/EstudiosMercado/GetEstudios');
      const largest = studies.valorRetorno.find((r) => r.descripcion === 'Pastillas de freno turismo') ?? studies.valorRetorno[0];
      if (!largest) throw new Error('no studies');
      const brands = new Map<number, number>();
      for (const r of studies.valorRetorno) if (r.id === largest.id && r.idTarifa !== null && !brands.has(r.idMarcaComp)) brands.set(r.idMarcaComp, r.idTarifa);
      return { id: largest.id, idMarcas: [...brands.keys()], idTarifas: [...brands.values()] };
    });
  }

  /** The first supplier with documents. */
  documentSupplier() {
    return this.once('documents', async () => {
      for (const s of (await this.suppliers()).slice(0, 50)) {
        const docs = await this.api.post<Answer<unknown[]>>('/Proveedores/GetProveedorDocumento', { PRVDOC_ID_PRV: s.PRV_ID });
        if (docs.valorRetorno.length) return s.PRV_ID;
      }
      throw new Error('no supplier with documents among the first 50');
    });
  }

  /** The first of Brembo's net lists. */
  netList() {
    return this.once('netList', async () => {
      const key = await this.brembo();
      const lists = await this.api.post<Answer<{ PRVTARCOM_ID: number }[]>>('/Proveedores/GetProveedorTarifaCompra', key);
      const list = lists.valorRetorno[0]?.PRVTARCOM_ID;
      if (!list) throw new Error('Brembo has no net list');
      return { ...key, idTarifaCompra: list };
    });
  }

  /** The newest price update of any brand. */
  priceUpdate() {
    return this.once('update', async () => {
      const updates = await this.api.post<Answer<{ HIS_ID: number }[]>>('/Tarifas/GetListaActualizacionesTarifaProv', {});
      const id = updates.valorRetorno[0]?.HIS_ID;
      if (!id) throw new Error('no price update in the demo data');
      return id;
    });
  }

  /** A supplier's brand with products of personalised conditions, and its first product. */
  product() {
    return this.once('product', async () => {
      for (const s of (await this.suppliers()).slice(0, 60)) {
        for (const b of s.Marcas.slice(0, 3)) {
          const products = await this.api.get<Answer<{ PRVPRO_ID_PRODUCTO: number }[]>>(`/Producto/GetProductosProveedorMarca/${s.PRV_ID}/${b.MAR_ID}`);
          const first = products.valorRetorno[0];
          if (first) return { provId: s.PRV_ID, marcaId: b.MAR_ID, idProducto: first.PRVPRO_ID_PRODUCTO };
        }
      }
      throw new Error('no brand with products among the first suppliers');
    });
  }

  /** Last year's conditions request of the first product of that brand that has some (of its first 20). */
  productConditions() {
    return this.once('conditions', async () => {
      const { provId, marcaId } = await this.product();
      const products = await this.api.get<Answer<{ PRVPRO_ID_PRODUCTO: number }[]>>(`/Producto/GetProductosProveedorMarca/${provId}/${marcaId}`);
      const body = (idProducto: number) => ({ anyo: new Date().getUTCFullYear() - 1, idProveedor: provId, idMarca: marcaId, idProducto });
      for (const p of products.valorRetorno.slice(0, 20)) {
        const conditions = await this.api.post<Answer<unknown[]>>('/Producto/CondicionesProveedorMarca', body(p.PRVPRO_ID_PRODUCTO));
        if (conditions.valorRetorno.length) return body(p.PRVPRO_ID_PRODUCTO);
      }
      throw new Error('no product of the brand has conditions');
    });
  }

  /** The engine of the README's demo plate, its first assembly group and shortcut. */
  engine() {
    return this.once('engine', async () => {
      const plate = await this.api.get<{ ListaVehiculos: { Id: number }[] }>('/Matriculas/GetVehiculos/1234BBB');
      const engineId = plate.ListaVehiculos[0]?.Id;
      if (!engineId) throw new Error('no demo plate');
      const groups = await this.api.get<Answer<{ atajos: { shortCutIdField: number }[] }>>(`/Tecdoc/GetGruposByIdMotor/${engineId}`);
      return { engineId, shortcutId: groups.valorRetorno.atajos[0]?.shortCutIdField ?? 1 };
    });
  }

  /** The first maker with models, its first model with engines. */
  model() {
    return this.once('model', async () => {
      const makers = await this.api.get<Answer<{ id: number; principal: boolean }[]>>('/Tecdoc/GetFabricantesVehiculos_Inicial');
      for (const maker of makers.valorRetorno.filter((m) => m.principal).slice(0, 20)) {
        const models = await this.api.get<Answer<{ id: number }[]>>(`/Tecdoc/GetModelosByIdFabricante/${maker.id}`);
        if (models.valorRetorno[0]) return { fab: maker.id, model: models.valorRetorno[0].id };
      }
      throw new Error('no maker with models');
    });
  }

  /**
   * The demo purchase's reference (Bosch brake pads of the demo plate, generic 402: its number depends on the scale),
   * its brand number and a member that holds units of it.
   */
  stockReference() {
    return this.once('stock', async () => {
      const { engineId } = await this.engine();
      const articles = await this.api.get<Answer<{ articleNoField: string; brandNoField: number; brandNameField: string; genericArticleIdField: number }[]>>(
        `/Tecdoc/GetArticlesByMotorAndNodo/${engineId}/100`,
      );
      const bosch = articles.valorRetorno.filter((a) => a.brandNameField === 'Bosch');
      const article = bosch.find((a) => a.genericArticleIdField === 402) ?? bosch[0];
      if (!article) throw new Error("no Bosch article under the demo plate's brakes");
      const reference = article.articleNoField;
      const offers = await this.api.get<{ CifAsociado: string; Stock: string }[]>(`/Stocks/GetStock/${article.brandNoField}/${encodeURIComponent(reference)}`);
      const holder = offers.find((o) => Number(o.Stock) > 0) ?? offers[0];
      if (!holder) throw new Error(`no member holds ${reference}`);
      return { reference, brandNo: article.brandNoField, memberCif: holder.CifAsociado };
    });
  }

  /** Two entries in the audit log (socio's surname changed and changed back): a fresh database has none. */
  auditTrail() {
    return this.once('audit', async () => {
      const users = await this.api.get<Answer<{ USR_ID: number; USR_CLAVE: string }[]>>('/Usuarios/GetUsuariosFromSocio');
      const socio = users.valorRetorno.find((u) => u.USR_CLAVE === 'socio') ?? users.valorRetorno[0];
      if (!socio) throw new Error('no users');
      const user = (await this.api.post<Answer<Record<string, unknown>>>('/Usuarios/GetUsuario', { idUsuario: socio.USR_ID })).valorRetorno;
      const change = (surname: unknown) => ({
        Accion: 1,
        USR_ID: user.USR_ID,
        USR_NOMBRE: user.USR_NOMBRE,
        USR_APELLIDOS: surname,
        USR_MAIL: user.USR_MAIL,
        USR_CLAVE: user.USR_CLAVE,
        USR_ID_DOCUMENTO: user.USR_ID_DOCUMENTO,
      });
      await this.api.post('/Usuarios/AddOrUpdateUsuario', change(`${String(user.USR_APELLIDOS ?? '')} (carga)`));
      await this.api.post('/Usuarios/AddOrUpdateUsuario', change(user.USR_APELLIDOS));
    });
  }

  /** Two personal API tokens of the user: a fresh database has none. */
  apiTokens() {
    return this.once('apiTokens', async () => {
      for (const nombre of ['DMS tienda', 'Informes']) {
        await this.api.post('/Usuarios/CrearTokenApi', { nombre, alcance: 'lectura', dias: 30 });
      }
    });
  }

  /** The demo plate's engine among the user's recent vehicles: a fresh database has none. */
  recentVehicle() {
    return this.once('recent', async () => {
      await this.api.post('/Tecdoc/AddVehiculoReciente', { idMotor: (await this.engine()).engineId });
    });
  }

  /** The id (field `field`) of the first row of a promotions paged list. */
  firstRow(path: string, field: string, filter: unknown[] = []) {
    return this.once(`${path}:${filter.join(',')}`, async () => {
      const page = await this.api.post<Rows<Record<string, unknown>>>(path, { numMax: 0, indice: 1, Valoresfiltro: filter });
      const id = page.rows?.[0]?.[field];
      if (typeof id !== 'number') throw new Error(`${path}: no rows`);
      return id;
    });
  }
}

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
  'EstudiosMercado.GetEstudioReferencias': async (d) => ({ body: { ...(await d.largestStudy()), desde: 0, maxRegistros: 500 }, what: 'largest study, the largest page' }),
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
  'Tarifas.GetActualizacionesPrecioMarcaProv': async (d) => ({ body: { idActualizacion: await d.priceUpdate(), startIndex: 0, endIndex: 50 }, what: 'newest, 50 lines' }),
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
  'Baterias.GetPaginaBaterias': () => ({ body: { potenciaArranque: 0, voltaje: 12, amperios: 0, desde: 50, maxRegistros: 50 }, what: '12 V only, page 2 of 50' }),
  'Talleres.GetPagina': () => ({ body: all }),
  'GruposTaller.GetPagina': () => ({ body: all }),
  'Paises.GetPagina': () => ({ body: all }),
  'TalleresGrupoTalleresSocio.GetPagina': async (d) => ({ body: { ...all, Valoresfiltro: [await d.firstRow('/Talleres/GetPagina', 'TAS_ID')] }, what: 'first workshop' }),
  'TalleresSocioTalleresGrupo.GetPagina': async (d) => ({ body: { ...all, Valoresfiltro: [await d.firstRow('/GruposTaller/GetPagina', 'GRT_ID')] }, what: 'first group' }),
  'CategoriasImagenes.GetCategorias': () => ({}),
  'Imagenes.getImagenes': () => ({}),
  'Campanas.GetPagina': () => ({ body: all }),
  'CampanasGruposTaller.GetPagina': async (d) => ({ body: { ...all, Valoresfiltro: [await d.firstRow('/Campanas/GetPagina', 'CAM_ID')] }, what: 'first campaign' }),
  'CampanasRegistros.GetPagina': async (d) => ({ body: { ...all, Valoresfiltro: [await d.firstRow('/Campanas/GetPagina', 'CAM_ID')] }, what: 'first campaign' }),
  'Plantillas.GetPagina': () => ({ body: all }),
  'PlantillasRegistros.GetPagina': async (d) => ({ body: { ...all, Valoresfiltro: [await d.firstRow('/Plantillas/GetPagina', 'PLTPRO_ID')] }, what: 'first template' }),
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

export { Demo };

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
export async function listRequest(
  name: string,
  demo: Demo,
): Promise<{ method: string; path: string; body?: string; what?: string; connections?: number }> {
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
