import { z } from 'zod';
import { sessionEndpoint, sessionEndpoints } from '../endpoint';
import { validVin } from '@socios/domain';
import {
  Articulo,
  DetalleArticulo,
  Fabricante,
  FichaVehiculo,
  GruposMotor,
  Modelo,
  Motor,
  VehiculoMatricula,
  VehiculoReciente,
  VehiculoTecDoc,
  VinDecodificado,
} from '../entities/parts';
import { answer, wireId, wireIdParam } from '../wire';
import { CATALOGUE_LIST_MAX, GROUP_LIST_MAX, RECENT_VEHICLES_MAX, REFERENCE_SEARCH_MAX } from '../listBounds';

/** Declares a call that reads the parts catalogue, common to the whole group (the parts and specialty searches). */
export const catalogueEndpoint = sessionEndpoints({ foreign: { none: 'the parts catalogue' } });

/** A Spanish plate as typed: letters and digits, 4 to 10 (spaces and dashes are dropped by the server). */
const plate = z
  .string()
  .transform((p) => p.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{4,10}$/, 'Matrícula no válida'));

/** Vehicles by plate (001 §7 Parts search), behind BuscarMatricula. */
export const Matriculas = {
  /** The vehicles a plate is known for (none, one or several). */
  GetVehiculos: sessionEndpoint({
    method: 'GET',
    path: '/Matriculas/GetVehiculos/:plate',
    maxRows: CATALOGUE_LIST_MAX,
    foreign: { none: 'the vehicle catalogue' },
    permission: 'BuscarMatricula',
    params: z.object({ plate }),
    response: z.object({ ListaVehiculos: z.array(VehiculoMatricula) }),
  }),
} as const;

/** The parts catalogue (001 §7 Parts search): vehicles, assembly groups and articles; any logged-in member. */
export const Tecdoc = {
  /** Every vehicle maker, in Spanish order, with its initial and whether it is in the logo grid. */
  GetFabricantesVehiculos_Inicial: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetFabricantesVehiculos_Inicial',
    maxRows: CATALOGUE_LIST_MAX,
    response: answer(z.array(Fabricante)),
  }),
  /**
   * A maker's models by name; 404 for an unknown maker. The spec writes this one path '/TecDoc/…' (the client calls it
   * so); the server answers every call of the controller under both spellings, '/TecDoc/…' and '/Tecdoc/…'.
   */
  GetModelosByIdFabricante: catalogueEndpoint({
    method: 'GET',
    path: '/TecDoc/GetModelosByIdFabricante/:id',
    maxRows: CATALOGUE_LIST_MAX,
    params: z.object({ id: wireIdParam }),
    response: answer(z.array(Modelo)),
  }),
  /** A model's engines; 404 when the model is not the maker's. */
  GetMotorByIdFabricanteAndIdModelo: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetMotorByIdFabricanteAndIdModelo/:fab/:model',
    maxRows: CATALOGUE_LIST_MAX,
    params: z.object({ fab: wireIdParam, model: wireIdParam }),
    response: answer(z.array(Motor)),
  }),
  /** The data sheet of an engine (Ficha del vehículo); 404 for an unknown engine. */
  GetVehiculoDetalle: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetVehiculoDetalle/:engineId',
    params: z.object({ engineId: wireIdParam }),
    response: answer(FichaVehiculo),
  }),
  /** The assembly groups with articles for an engine, and the shortcuts among them; 404 for an unknown engine. */
  GetGruposByIdMotor: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetGruposByIdMotor/:engineId',
    maxRows: CATALOGUE_LIST_MAX,
    params: z.object({ engineId: wireIdParam }),
    response: answer(GruposMotor),
  }),
  /** The groups of a shortcut with articles for the engine (the first level the shortcut leaves). */
  GetGruposByIdMotorAndAtajo: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetGruposByIdMotorAndAtajo/:engineId/:shortcutId',
    maxRows: CATALOGUE_LIST_MAX,
    params: z.object({ engineId: wireIdParam, shortcutId: wireIdParam }),
    response: answer(GruposMotor),
  }),
  /** The maker, model and engine of an engine id (the car breadcrumb); 404 for an unknown engine. */
  GetVehiculoByCodigoTecDoc: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetVehiculoByCodigoTecDoc/:engineId',
    params: z.object({ engineId: wireIdParam }),
    response: answer(VehiculoTecDoc),
  }),
  /** The articles that fit an engine in a group and the groups below it; Neto only with Tarifas_Netos. */
  GetArticlesByMotorAndNodo: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetArticlesByMotorAndNodo/:engineId/:groupId',
    maxRows: GROUP_LIST_MAX,
    params: z.object({ engineId: wireIdParam, groupId: wireIdParam }),
    response: answer(z.array(Articulo)),
  }),
  /**
   * The articles whose reference, an equivalent's or an OE number's starts with the text (punctuation and case
   * ignored), at most 500; Neto only with Tarifas_Netos.
   */
  GetArticlesByReferencia: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetArticlesByReferencia/:reference/',
    maxRows: REFERENCE_SEARCH_MAX,
    params: z.object({ reference: z.string().trim().min(2).max(60) }),
    response: answer(z.array(Articulo)),
  }),
  /** The last 10 vehicles the user opened, newest first (beyond the spec; kept on the server, per user). */
  GetVehiculosRecientes: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetVehiculosRecientes',
    maxRows: RECENT_VEHICLES_MAX,
    response: answer(z.array(VehiculoReciente)),
  }),
  /** Notes that the user opened an engine's pages; answers the list as it is now. 404 for an unknown engine. */
  AddVehiculoReciente: catalogueEndpoint({
    method: 'POST',
    path: '/Tecdoc/AddVehiculoReciente',
    body: z.object({ idMotor: wireId }),
    response: answer(z.array(VehiculoReciente)),
  }),
  /** A VIN's maker and model year (beyond the spec); 400 'VIN no válido' unless it has 17 valid characters and its check digit. */
  GetVehiculoByVin: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetVehiculoByVin/:vin',
    params: z.object({
      vin: z
        .string()
        .max(40)
        .refine((v) => validVin(v) !== null, 'VIN no válido')
        .transform((v) => validVin(v) ?? v),
    }),
    response: answer(VinDecodificado),
  }),
  /**
   * An article's picture (Art_Img and Art_Thumbnails point here), 200 or 800 pixels wide: drawn by the server for the
   * built-in catalogue, fetched from TecDoc for its articles (so that the page loads images from the portal only).
   */
  GetImagenArticulo: catalogueEndpoint({
    method: 'GET',
    path: '/Tecdoc/GetImagenArticulo/:articleId/:size',
    params: z.object({ articleId: wireIdParam, size: z.coerce.number().pipe(z.union([z.literal(200), z.literal(800)])) }),
  }),
  /** The details of the articles on the visible page (at most 100), in the order asked. */
  GetDescripcionesArticulos: catalogueEndpoint({
    method: 'POST',
    path: '/Tecdoc/GetDescripcionesArticulos',
    body: z.object({
      idFab: wireId.nullish(),
      idMod: wireId.nullish(),
      idMotor: wireId.nullish(),
      ListaArticulos: z
        .array(
          z.object({
            order: z.number().int().nullish(),
            id: wireId,
            idLink: z.number().int().nullish(),
            idMarca: z.number().int().nullish(),
            nombreMarca: z.string().max(100).nullish(),
            idGeneric: z.number().int().nullish(),
            nombreArt: z.string().max(200).nullish(),
            referenciaArt: z.string().max(100).nullish(),
            detalle: z.unknown().optional(),
          }),
        )
        .max(100),
    }),
    response: answer(z.array(DetalleArticulo)),
  }),
} as const;
