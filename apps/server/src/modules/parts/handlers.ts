import { ok } from '@socios/api';
import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { builtinCatalogue } from './builtin';
import type { Catalogue } from './catalogue';

/** The catalogue that answers (the built-in one; a TecDoc account will stand in for it when configured). */
const catalogueOf = (db: Queryable): Catalogue => builtinCatalogue(db);

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
  async GetVehiculos({ params }, { db }) {
    return { ListaVehiculos: await catalogueOf(db).vehiclesByPlate(params.plate) };
  },
};

/** The parts catalogue's calls (001 §7 Parts search). */
export const partsHandlers: AreaHandlers<'parts'> = {
  async GetFabricantesVehiculos_Inicial(_input, { db }) {
    return ok(await catalogueOf(db).makers());
  },
  async GetModelosByIdFabricante({ params }, { db }) {
    return ok(found(await catalogueOf(db).models(params.id)));
  },
  async GetMotorByIdFabricanteAndIdModelo({ params }, { db }) {
    return ok(found(await catalogueOf(db).engines(params.fab, params.model)));
  },
  async GetVehiculoDetalle({ params }, { db }) {
    return ok(found(await catalogueOf(db).dataSheet(params.engineId)));
  },
  async GetGruposByIdMotor({ params }, { db }) {
    return ok(found(await catalogueOf(db).groups(params.engineId)));
  },
  async GetGruposByIdMotorAndAtajo({ params }, { db }) {
    return ok(found(await catalogueOf(db).groups(params.engineId, params.shortcutId)));
  },
  async GetVehiculoByCodigoTecDoc({ params }, { db }) {
    return ok(found(await catalogueOf(db).vehicle(params.engineId)));
  },
  async GetArticlesByMotorAndNodo({ params }, { db, session }) {
    return ok(withNets(found(await catalogueOf(db).articlesByEngineAndGroup(params.engineId, params.groupId)), session));
  },
  async GetArticlesByReferencia({ params }, { db, session }) {
    return ok(withNets(await catalogueOf(db).articlesByReference(params.reference), session));
  },
  async GetDescripcionesArticulos({ body }, { db }) {
    return ok(await catalogueOf(db).details(body.ListaArticulos.map((a) => a.id)));
  },
};
