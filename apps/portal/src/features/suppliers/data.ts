import type { Proveedor } from '@socios/api';
import { anyFieldContains, type ExportColumn, matchesLetters } from '@socios/domain';

/** The directory's filters (001 §2.1): text over supplier name or brand, letters, homologated and Nexus. */
export interface SupplierFilter {
  text: string;
  letters: string[];
  homologated: boolean;
  nexus: boolean;
}

export const EMPTY_SUPPLIER_FILTER: SupplierFilter = { text: '', letters: [], homologated: false, nexus: false };

/** Where the tab keeps the directory's filters while the member visits a supplier. */
const FILTER_KEY = 'proveedores.filtro';

/** The filters the directory had last in this tab (the empty ones at first, or when what is stored is not a filter). */
export function storedSupplierFilter(): SupplierFilter {
  try {
    const f = JSON.parse(sessionStorage.getItem(FILTER_KEY) ?? 'null') as Partial<SupplierFilter> | null;
    if (!f || typeof f !== 'object') return EMPTY_SUPPLIER_FILTER;
    return {
      text: typeof f.text === 'string' ? f.text : '',
      letters: Array.isArray(f.letters) ? f.letters.filter((l): l is string => typeof l === 'string') : [],
      homologated: f.homologated === true,
      nexus: f.nexus === true,
    };
  } catch {
    return EMPTY_SUPPLIER_FILTER;
  }
}

/** Keeps the directory's filters for this tab, so that coming back to /proveedores finds the same search. */
export function storeSupplierFilter(filter: SupplierFilter): void {
  sessionStorage.setItem(FILTER_KEY, JSON.stringify(filter));
}

/** True when a supplier passes the filters. */
export function supplierMatches(s: Proveedor, f: SupplierFilter): boolean {
  if (f.homologated && !s.PRV_HOMOLOGADO) return false;
  if (f.nexus && !s.PRV_NEXUS) return false;
  if (f.letters.length && !matchesLetters(s.PRV_NOMBRE, f.letters)) return false;
  return anyFieldContains([s.PRV_NOMBRE, ...s.Marcas.map((m) => m.MAR_NOMBRE)], f.text, true);
}

/** The columns of the supplier list's exports (CSV and Excel). */
export const SUPPLIER_EXPORT_COLUMNS: readonly ExportColumn<Proveedor>[] = [
  { header: 'Proveedor', value: (s) => s.PRV_NOMBRE },
  { header: 'Razón social', value: (s) => s.PRV_RAZON_SOCIAL },
  { header: 'Marcas', value: (s) => s.Marcas.map((m) => m.MAR_NOMBRE).join(', ') },
  { header: 'Homologado', value: (s) => (s.PRV_HOMOLOGADO ? 'Sí' : 'No') },
  { header: 'Nexus', value: (s) => (s.PRV_NEXUS ? 'Sí' : 'No') },
  { header: 'Teléfono', value: (s) => s.PRV_TELEFONO_1 },
  { header: 'Correo electrónico', value: (s) => s.PRV_MAIL },
  { header: 'Web', value: (s) => s.PRV_URL_WEB },
  { header: 'Dirección', value: (s) => s.PRV_DOMICILIO },
  { header: 'Código postal', value: (s) => s.PRV_CP },
  { header: 'Población', value: (s) => s.PRV_POBLACION },
  { header: 'Provincia', value: (s) => s.PRV_PROVINCIA },
];

/** The address of a stored file (logos: kind 5; documents: 1 or 2). */
export const fileUrl = (id: number, kind: 1 | 2 | 5) => `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${id}/${kind}`;
