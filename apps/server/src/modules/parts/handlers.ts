import { ok } from '@socios/api';
import { vinModelYear, vinWmi } from '@socios/domain';
import type { SessionUser } from '../../auth/sessions';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { builtinCatalogue } from './builtin.queries';
import { PictureCache } from './articleImage';
import type { Catalogue } from './catalogue';
import { TecdocError, tecdocClient } from './tecdoc/client';
import { tecdocCatalogue } from './tecdoc/pegasus';
import { addRecentVehicle, recentVehicles } from './recent.queries';

const tecdocCatalogues = new WeakMap<Queryable, Catalogue>();
/** The last pictures served, per database. */
const pictureCaches = new WeakMap<Queryable, PictureCache>();

/**
 * The catalogue that answers: the TecDoc account's when TECDOC_API_KEY is set (one per database, so that its answers
 * in flight are shared), else the built-in one. TecDoc failing answers 502 with a Spanish text.
 */
export function catalogueOf(db: Queryable, config: ServerConfig): Catalogue {
  if (!config.tecdoc) return builtinCatalogue(db);
  let catalogue = tecdocCatalogues.get(db);
  if (!catalogue) {
    const tecdoc = tecdocCatalogue(db, config.tecdoc, tecdocClient(db, config.tecdoc));
    catalogue = Object.fromEntries(
      Object.entries(tecdoc).map(([name, method]) => [
        name,
        async (...args: unknown[]) => {
          try {
            return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
          } catch (err) {
            if (err instanceof TecdocError) throw new HttpError(502, `El catálogo de piezas no está disponible ahora. ${err.message}`);
            throw err;
          }
        },
      ]),
    ) as unknown as Catalogue;
    tecdocCatalogues.set(db, catalogue);
  }
  return catalogue;
}

/** 404 for what the catalogue does not know. */
function found<T>(value: T | null): T {
  if (value === null) throw new HttpError(404, TEXTS.notFound);
  return value;
}

/** Articles as the user may see them: the group's net only with Tarifas_Netos. */
function withNets<T extends { Neto: number | null }>(articles: T[], session: SessionUser): T[] {
  return session.permisos.Tarifas_Netos ? articles : articles.map((a) => ({ ...a, Neto: null }));
}

/** Vehicles by plate (001 §7), behind BuscarMatricula (checked from the contract). */
export const plateHandlers: AreaHandlers<'plates'> = {
  async GetVehiculos({ params }, { db, config }) {
    return { ListaVehiculos: await catalogueOf(db, config).vehiclesByPlate(params.plate) };
  },
};

/** The parts catalogue's calls (001 §7 Parts search). */
export const partsHandlers: AreaHandlers<'parts'> = {
  async GetFabricantesVehiculos_Inicial(_input, { db, config }) {
    return ok(await catalogueOf(db, config).makers());
  },
  async GetModelosByIdFabricante({ params }, { db, config }) {
    return ok(found(await catalogueOf(db, config).models(params.id)));
  },
  async GetMotorByIdFabricanteAndIdModelo({ params }, { db, config }) {
    return ok(found(await catalogueOf(db, config).engines(params.fab, params.model)));
  },
  async GetVehiculoDetalle({ params }, { db, config }) {
    return ok(found(await catalogueOf(db, config).dataSheet(params.engineId)));
  },
  async GetGruposByIdMotor({ params }, { db, config }) {
    return ok(found(await catalogueOf(db, config).groups(params.engineId)));
  },
  async GetGruposByIdMotorAndAtajo({ params }, { db, config }) {
    return ok(found(await catalogueOf(db, config).groups(params.engineId, params.shortcutId)));
  },
  async GetVehiculoByCodigoTecDoc({ params }, { db, config }) {
    return ok(found(await catalogueOf(db, config).vehicle(params.engineId)));
  },
  async GetArticlesByMotorAndNodo({ params }, { db, session, config }) {
    return ok(withNets(found(await catalogueOf(db, config).articlesByEngineAndGroup(params.engineId, params.groupId)), session));
  },
  async GetArticlesByReferencia({ params }, { db, session, config }) {
    return ok(withNets(await catalogueOf(db, config).articlesByReference(params.reference), session));
  },
  async GetVehiculosRecientes(_input, { db, session }) {
    return ok(await recentVehicles(db, session.userId));
  },
  async AddVehiculoReciente({ body }, { db, session, config }) {
    const vehicle = found(await catalogueOf(db, config).vehicle(body.idMotor));
    await db.transaction((tx) => addRecentVehicle(tx, session.userId, vehicle));
    return ok(await recentVehicles(db, session.userId));
  },
  async GetVehiculoByVin({ params }, { db, config }) {
    const wmi = vinWmi(params.vin);
    const catalogue = catalogueOf(db, config);
    const [maker, vehiculos] = await Promise.all([catalogue.makerByWmi(wmi), catalogue.vehiclesByVin(params.vin)]);
    return ok({
      VIN: params.vin,
      WMI: wmi,
      idFabricante: maker?.id ?? null,
      fabricante: maker?.nombre ?? null,
      anyoModelo: vinModelYear(params.vin),
      vehiculos,
    });
  },
  async GetImagenArticulo({ params }, { db, config }) {
    const cache = pictureCaches.get(db) ?? new PictureCache();
    pictureCaches.set(db, cache);
    const key = `${config.tecdoc ? 'tecdoc' : 'builtin'}:${params.articleId}:${params.size}`;
    const picture = found(await cache.get(key, () => catalogueOf(db, config).articleImage(params.articleId, params.size)));
    const extension = picture.contentType.includes('png')
      ? 'png'
      : picture.contentType.includes('webp')
        ? 'webp'
        : picture.contentType.includes('gif')
          ? 'gif'
          : 'jpg';
    return {
      fileName: `articulo-${params.articleId}-${params.size}.${extension}`,
      contentType: picture.contentType,
      body: picture.bytes,
      size: picture.bytes.length,
      inline: true,
      cacheSeconds: 86_400,
    };
  },
  async GetDescripcionesArticulos({ body }, { db, config }) {
    return ok(await catalogueOf(db, config).details(body.ListaArticulos.map((a) => a.id)));
  },
};
