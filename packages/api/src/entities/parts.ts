import { z } from 'zod';

/** A vehicle found by its plate (001 §3 Vehicle by plate): dates MM/YYYY, FHasta null while still built. */
export const VehiculoMatricula = z.object({
  Id: z.number().int(),
  Bastidor: z.string().nullable(),
  Descripcion: z.string(),
  Motor: z.string(),
  Combustible: z.string().nullable(),
  FDesde: z.string(),
  FHasta: z.string().nullable(),
  CC: z.number().int().nullable(),
  Kw: z.number().int(),
});
export type VehiculoMatricula = z.infer<typeof VehiculoMatricula>;

/** A vehicle maker (001 §3 Manufacturer): letra is its initial (the alphabetical list); principal, in the logo grid. */
export const Fabricante = z.object({ id: z.number().int(), nombre: z.string(), letra: z.string(), principal: z.boolean(), color: z.string() });
export type Fabricante = z.infer<typeof Fabricante>;

/** A model (001 §3 Model): built from fechaDesde to fechaHasta (MM/YYYY; null while still built). */
export const Modelo = z.object({ id: z.number().int(), nombre: z.string(), fechaDesde: z.string(), fechaHasta: z.string().nullable() });
export type Modelo = z.infer<typeof Modelo>;

/** An engine of a model (001 §3 Engine). */
export const Motor = z.object({
  id: z.number().int(),
  nombreMotor: z.string(),
  codeMotor: z.string(),
  fechaDesde: z.string(),
  fechaHasta: z.string().nullable(),
  KW: z.number().int(),
  CV: z.number().int(),
  CC: z.number().int().nullable(),
});
export type Motor = z.infer<typeof Motor>;

/** The vehicle data sheet (Ficha del vehículo); null where the catalogue does not know it. */
export const FichaVehiculo = z.object({
  idMotor: z.number().int(),
  fabricante: z.string(),
  modelo: z.string(),
  motor: z.string(),
  anyoDesde: z.string(),
  anyoHasta: z.string().nullable(),
  carroceria: z.string().nullable(),
  traccion: z.string().nullable(),
  KW: z.number().int(),
  CV: z.number().int(),
  CC: z.number().int().nullable(),
  cilindros: z.number().int().nullable(),
  valvulas: z.number().int().nullable(),
  tipoMotor: z.string().nullable(),
  combustible: z.string().nullable(),
  combustion: z.string().nullable(),
  numeroTecDoc: z.number().int(),
  codigosMotor: z.array(z.string()),
});
export type FichaVehiculo = z.infer<typeof FichaVehiculo>;

/** The vehicle of an engine, for the car breadcrumb. */
export const VehiculoTecDoc = z.object({
  idFabricante: z.number().int(),
  fabricante: z.string(),
  idModelo: z.number().int(),
  modelo: z.string(),
  idMotor: z.number().int(),
  motor: z.string(),
  bastidor: z.string().nullable(),
});
export type VehiculoTecDoc = z.infer<typeof VehiculoTecDoc>;

/** A vehicle the user opened lately (beyond the spec: the header's 'Vehículos recientes'), with when (ISO time). */
export const VehiculoReciente = VehiculoTecDoc.extend({ fecha: z.string() });
export type VehiculoReciente = z.infer<typeof VehiculoReciente>;

/**
 * A VIN read (beyond the spec): its manufacturer identifier (WMI, first three characters), the maker the catalogue
 * knows for it (null when none), the model year its tenth character gives (null when that character is not a year)
 * and the registered vehicles with that chassis number.
 */
export const VinDecodificado = z.object({
  VIN: z.string(),
  WMI: z.string(),
  idFabricante: z.number().int().nullable(),
  fabricante: z.string().nullable(),
  anyoModelo: z.number().int().nullable(),
  /** The registered vehicles with this chassis number (usually none or one). */
  vehiculos: z.array(VehiculoMatricula),
});
export type VinDecodificado = z.infer<typeof VinDecodificado>;

/**
 * An assembly group with articles for the engine (001 §3 Assembly group): parentId1 its direct parent, parentId2 and
 * parentId3 the ones above; nivel_1… the names from the top down to it.
 */
export const GrupoMontaje = z.object({
  id: z.number().int(),
  label: z.string(),
  hasChilds: z.boolean(),
  parentId1: z.number().int().nullable(),
  parentId2: z.number().int().nullable(),
  parentId3: z.number().int().nullable(),
  nivel_1: z.string(),
  nivel_2: z.string().nullable(),
  nivel_3: z.string().nullable(),
  nivel_4: z.string().nullable(),
});
export type GrupoMontaje = z.infer<typeof GrupoMontaje>;

/** A shortcut (icon button that narrows the first level). */
export const Atajo = z.object({ shortCutIdField: z.number().int(), shortCutNameField: z.string() });
export type Atajo = z.infer<typeof Atajo>;

/** The groups of an engine with the shortcuts that apply to it. */
export const GruposMotor = z.object({ grupos: z.array(GrupoMontaje), atajos: z.array(Atajo) });
export type GruposMotor = z.infer<typeof GruposMotor>;

/** An article of a list (001 §3 Article); Neto only with Tarifas_Netos (null otherwise or when there is none). */
export const Articulo = z.object({
  articleIdField: z.number().int(),
  articleNoField: z.string(),
  brandNoField: z.number().int(),
  brandNameField: z.string(),
  genericArticleNameField: z.string(),
  genericArticleIdField: z.number().int(),
  assemblyGroupIdField: z.number().int(),
  articleLinkIdField: z.number().int(),
  sortNoField: z.number().int(),
  PVP: z.number(),
  Neto: z.number().nullable(),
  Blanca: z.boolean(),
  Destacada: z.boolean(),
  Nexus: z.boolean(),
  Homologada: z.boolean(),
});
export type Articulo = z.infer<typeof Articulo>;

/** The details of an article on the visible page (001 §3 Article detail). */
export const DetalleArticulo = z.object({
  Art_Id: z.number().int(),
  Art_EAN: z.string().nullable(),
  Art_Atributos: z.string(),
  Art_Equivalencias: z.string(),
  Art_OEN_Numeros: z.array(z.string()),
  Art_Img: z.string().nullable(),
  Art_Thumbnails: z.array(z.string()),
});
export type DetalleArticulo = z.infer<typeof DetalleArticulo>;
