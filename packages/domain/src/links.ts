/**
 * Links built from data (spec 000 §5, 001 §2.2): phone links with the +34 prefix and supplier or workshop web
 * addresses normalised to an absolute http(s) URL.
 *
 * Choices:
 * - Phone: spaces, dots, dashes and parentheses are removed; a number already starting with '+' or '00' keeps its
 *   own country code ('0034…' → '+34…'); any other number gets '+34'. A text without digits has no link (null).
 * - Web: an address without a scheme gets 'http://' (old supplier sites may not serve TLS; the browser upgrades
 *   when the site does); '//host' gets 'https:'; the scheme is lower-cased. Any scheme other than http/https
 *   (javascript:, data:, ftp:) and anything that is not a URL with a dotted host (or localhost) gives null, so
 *   nothing unsafe is ever rendered as a link. Normalisation is idempotent.
 */

/** The phone prefix of the spec. */
export const PHONE_PREFIX = '+34';

/** The tel: link of a phone number: '912 345 678' → 'tel:+34912345678'; null without digits. */
export function phoneHref(phone: string | number | null | undefined): string | null {
  if (phone == null) return null;
  const compact = String(phone)
    .trim()
    .replace(/[\s.\-()/]/g, '');
  if (!/\d/.test(compact) || !/^\+?\d+$/.test(compact)) return null;
  if (compact.startsWith('+')) return `tel:${compact}`;
  if (compact.startsWith('00')) return `tel:+${compact.slice(2)}`;
  return `tel:${PHONE_PREFIX}${compact}`;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** An absolute http(s) URL for a web address ('www.bosch.es' → 'http://www.bosch.es'), or null if it is not one. */
export function normalizeWebUrl(address: string | null | undefined): string | null {
  if (address == null) return null;
  const trimmed = address.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  let candidate: string;
  const scheme = SCHEME.exec(trimmed);
  if (trimmed.startsWith('//')) candidate = `https:${trimmed}`;
  else if (scheme && /^https?$/i.test(scheme[1] ?? '') && trimmed.slice(scheme[0].length).startsWith('//')) {
    candidate = `${(scheme[1] ?? '').toLowerCase()}${trimmed.slice(scheme[1]?.length ?? 0)}`;
  } else if (scheme && !/^[^:/]+:\d+(?:[/?#]|$)/.test(trimmed)) return null;
  else candidate = `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (host !== 'localhost' && !/^[^.]+(\.[^.]+)+$/.test(host)) return null;
  return candidate;
}

/** True when the address is a valid web address (the workshop import's 'Dirección web' rule). */
export function isValidWebUrl(address: string | null | undefined): boolean {
  return normalizeWebUrl(address) !== null;
}
