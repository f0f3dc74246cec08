// The demo objects the list calls of the load bench name (found through the API itself, once per server), and the
// JSON context the requests are made in.
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
export class Demo {
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
      const studies =
        await this.api.get<Answer<{ id: number; descripcion: string; idMarcaComp: number; idTarifa: number | null }[]>>('/EstudiosMercado/GetEstudios');
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
