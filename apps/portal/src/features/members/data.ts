import type { SocioListado } from '@socios/api';
import { anyFieldContains, type ExportColumn, matchesLetters, sortByName } from '@socios/domain';
import type { MapPoint } from '@socios/ui';

/** Mosaic cards added per batch, and how near the end of the page (px) the next batch loads (001 §9). */
export const DIRECTORY_BATCH = 40;
export const DIRECTORY_LOAD_MARGIN = 940;

/** The directory's filters (001 §2.15): text over name, point-of-sale text or phone, and the ABC letters. */
export interface MemberFilter {
  text: string;
  letters: string[];
}

export const EMPTY_MEMBER_FILTER: MemberFilter = { text: '', letters: [] };

/** Only the digits of a phone number ('91 234 56 78' → '912345678'). */
const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

/**
 * True when a member passes the filters: its name starts with one of the letters (Ñ apart from N), and the text is
 * in its name or in one of its points of sale (name or one-line text), case- and accent-insensitively, or — when
 * the text looks like a phone number — its digits (without a leading +34) are in the member's or a point of sale's
 * phone, whatever the spacing ('912 34' finds '91 234 56 78').
 */
export function memberMatches(m: SocioListado, f: MemberFilter): boolean {
  if (f.letters.length && !matchesLetters(m.SOC_NOMBRE, f.letters)) return false;
  const text = f.text.trim();
  if (text === '') return true;
  const places = m.PUNTOSVENTA.flatMap((p) => [p.SOCPV_NOMBRE, p.PUNTOVENTA]);
  if (anyFieldContains([m.SOC_NOMBRE, ...places], text, true)) return true;
  if (!/^[\d\s+().-]+$/.test(text)) return false;
  // Spain's prefix (+34, 0034) is not stored with the numbers: it is left out of the search.
  const digits = digitsOf(text.replace(/^(\+|00)34/, ''));
  if (digits.length < 3) return false;
  return [m.SOC_TELEFONO, ...m.PUNTOSVENTA.map((p) => p.SOCPV_TELEFONO)].some((phone) => digitsOf(phone).includes(digits));
}

/** The members in Spanish name order (Ñ after N), as the directory lists them. */
export const sortMembers = (members: readonly SocioListado[]) => sortByName(members, (m) => m.SOC_NOMBRE);

/** One line of a member's address: street, postcode and town, province; null when it has none of them. */
export function addressLine(m: SocioListado): string | null {
  const town = [m.SOC_CP, m.SOC_POBLACION].filter(Boolean).join(' ');
  const province = m.SOC_PROVINCIA && m.SOC_PROVINCIA !== m.SOC_POBLACION ? `(${m.SOC_PROVINCIA})` : null;
  const line = [m.SOC_DIRECCION, [town, province].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || null;
}

/** The columns of listado_socios.csv (and its spreadsheet twin): one line per member, its points of sale joined. */
export const MEMBER_EXPORT_COLUMNS: readonly ExportColumn<SocioListado>[] = [
  { header: 'Socio', value: (m) => m.SOC_NOMBRE },
  { header: 'CIF', value: (m) => m.SOC_CIF },
  { header: 'Administrador', value: (m) => m.SOC_CONTACTO },
  { header: 'Dirección', value: (m) => m.SOC_DIRECCION },
  { header: 'Código postal', value: (m) => m.SOC_CP },
  { header: 'Población', value: (m) => m.SOC_POBLACION },
  { header: 'Provincia', value: (m) => m.SOC_PROVINCIA },
  { header: 'País', value: (m) => m.PAI_DESCRIPCION },
  { header: 'Teléfono', value: (m) => m.SOC_TELEFONO },
  { header: 'Correo electrónico', value: (m) => m.SOC_MAIL },
  { header: 'Puntos de venta', value: (m) => m.PUNTOSVENTA.map((p) => p.PUNTOVENTA).join(' | ') },
];

/** The base name of the directory's export (001 §9: listado_socios.csv). */
export const MEMBER_EXPORT_NAME = 'listado_socios';

/** Map ids: 'socio-12' for a member, 'pv-40' for a point of sale. */
export const memberPointId = (id: number) => `socio-${id}`;
export const salePointId = (id: number) => `pv-${id}`;

/** The map's points of a list of members: each member and each of its points of sale that has coordinates. */
export function mapPoints(members: readonly SocioListado[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const m of members) {
    if (m.SOC_LATITUD !== null && m.SOC_LONGITUD !== null) {
      points.push({ id: memberPointId(m.SOC_ID), kind: 'member', lat: m.SOC_LATITUD, lng: m.SOC_LONGITUD, title: m.SOC_NOMBRE });
    }
    for (const p of m.PUNTOSVENTA) {
      if (p.SOCPV_LATITUD === null || p.SOCPV_LONGITUD === null) continue;
      points.push({ id: salePointId(p.SOCPV_ID), kind: 'pointOfSale', lat: p.SOCPV_LATITUD, lng: p.SOCPV_LONGITUD, title: p.SOCPV_NOMBRE });
    }
  }
  return points;
}

/** The address of a member's logo (stored files of kind 5, visible to every logged-in user). */
export const logoUrl = (documentId: number) => `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${documentId}/5`;
