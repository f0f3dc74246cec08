import { FIELD_MESSAGES } from '@socios/domain';
import styled from 'styled-components';
import { PROFILE_TEXTS } from '../texts';

/** Two or three fields side by side, one under the other on a phone. */
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.field.xs}, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
`;

/** A latitude or longitude typed with a decimal comma or point ('40,4168', '-3.7038'); '' is none. */
export function parseCoordinate(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^-?\d{1,3}(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
}

/** A coordinate as the form shows it: decimal comma, at most 6 decimals (about 10 cm). */
export function coordinateText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

/** Checks a latitude and longitude pair; answers the Spanish text of each one that is wrong. */
export function checkCoordinates(lat: string, lng: string): { lat?: string; lng?: string } {
  const errors: { lat?: string; lng?: string } = {};
  const la = parseCoordinate(lat);
  const lo = parseCoordinate(lng);
  if (la === undefined) errors.lat = PROFILE_TEXTS.invalidCoordinate;
  else if (la !== null && (la < -90 || la > 90)) errors.lat = FIELD_MESSAGES.latitude;
  if (lo === undefined) errors.lng = PROFILE_TEXTS.invalidCoordinate;
  else if (lo !== null && (lo < -180 || lo > 180)) errors.lng = FIELD_MESSAGES.longitude;
  return errors;
}

/** A form text as the wire wants it: trimmed, and null when empty. */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
