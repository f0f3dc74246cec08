import type { ArticleImageSize } from './articleImage';
import type {
  Articulo,
  DetalleArticulo,
  Fabricante,
  FichaVehiculo,
  GruposMotor,
  Modelo,
  Motor,
  VehiculoMatricula,
  VehiculoTecDoc,
  ResultadosBusqueda,
} from '@socios/api';

/**
 * What the parts screens read (001 §7 Parts search), whichever catalogue answers: the built-in one in our tables
 * (builtin.queries.ts) or, later, a TecDoc account. null means "no such maker/model/engine" (the handlers answer 404).
 */
export interface Catalogue {
  vehiclesByPlate(plate: string): Promise<VehiculoMatricula[]>;
  /** The registered vehicles with this chassis number (VIN). */
  vehiclesByVin(vin: string): Promise<VehiculoMatricula[]>;
  makers(): Promise<Fabricante[]>;
  /** The maker whose World Manufacturer Identifier (a VIN's first three characters) this is; null when none. */
  makerByWmi(wmi: string): Promise<{ id: number; nombre: string } | null>;
  models(makerId: number): Promise<Modelo[] | null>;
  engines(makerId: number, modelId: number): Promise<Motor[] | null>;
  dataSheet(engineId: number): Promise<FichaVehiculo | null>;
  vehicle(engineId: number): Promise<VehiculoTecDoc | null>;
  groups(engineId: number, shortcutId?: number): Promise<GruposMotor | null>;
  articlesByEngineAndGroup(engineId: number, groupId: number): Promise<Articulo[] | null>;
  articlesByReference(reference: string): Promise<Articulo[]>;
  /** The first `limit` articles whose reference starts with the text (punctuation and case ignored), by reference. */
  referenceSuggestions(text: string, limit: number): Promise<ResultadosBusqueda['REFERENCIAS']>;
  details(articleIds: readonly number[]): Promise<DetalleArticulo[]>;
  /** An article's picture at a width (PNG or the photograph's own type); null for an unknown article. */
  articleImage(articleId: number, size: ArticleImageSize): Promise<{ contentType: string; bytes: Buffer } | null>;
}
