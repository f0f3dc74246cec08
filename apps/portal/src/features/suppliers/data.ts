import type { Proveedor } from '@socios/api';
import { anyFieldContains, type CsvCell, matchesLetters, writeCsv } from '@socios/domain';

/** The directory's filters (001 §2.1): text over supplier name or brand, letters, homologated and Nexus. */
export interface SupplierFilter {
  text: string;
  letters: string[];
  homologated: boolean;
  nexus: boolean;
}

export const EMPTY_SUPPLIER_FILTER: SupplierFilter = { text: '', letters: [], homologated: false, nexus: false };

/** True when a supplier passes the filters. */
export function supplierMatches(s: Proveedor, f: SupplierFilter): boolean {
  if (f.homologated && !s.PRV_HOMOLOGADO) return false;
  if (f.nexus && !s.PRV_NEXUS) return false;
  if (f.letters.length && !matchesLetters(s.PRV_NOMBRE, f.letters)) return false;
  return anyFieldContains([s.PRV_NOMBRE, ...s.Marcas.map((m) => m.MAR_NOMBRE)], f.text, true);
}

/** The supplier list as the CSV the directory downloads (UTF-8 BOM, ';', CRLF, formula-safe). */
export function suppliersCsv(list: readonly Proveedor[]): string {
  const rows: CsvCell[][] = [
    ['Proveedor', 'Razón social', 'Marcas', 'Homologado', 'Nexus', 'Teléfono', 'Correo electrónico', 'Web', 'Dirección', 'Código postal', 'Población', 'Provincia'],
    ...list.map((s) => [
      s.PRV_NOMBRE,
      s.PRV_RAZON_SOCIAL,
      s.Marcas.map((m) => m.MAR_NOMBRE).join(', '),
      s.PRV_HOMOLOGADO ? 'Sí' : 'No',
      s.PRV_NEXUS ? 'Sí' : 'No',
      s.PRV_TELEFONO_1,
      s.PRV_MAIL,
      s.PRV_URL_WEB,
      s.PRV_DOMICILIO,
      s.PRV_CP,
      s.PRV_POBLACION,
      s.PRV_PROVINCIA,
    ]),
  ];
  return writeCsv(rows, { bom: true });
}

/** The address of a stored file (logos: kind 5; documents: 1 or 2). */
export const fileUrl = (id: number, kind: 1 | 2 | 5) => `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${id}/${kind}`;
