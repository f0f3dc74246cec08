/**
 * What one user may do, so that one user cannot slow everyone. The browser says it before
 * sending where it can; the server refuses the same with the same texts.
 */
import { formatNumber } from './formatNumber';

/** The limits. */
export const USER_LIMITS = {
  /** Contacts in one user's book (EnSession carries them all). */
  contacts: 10_000,
  /** Rows of one contacts import. */
  importRows: 10_000,
  /** E-mail recipients of shared news and documents per user and hour. */
  recipientsPerHour: 100,
  /** Bytes attached to one shared mail. */
  mailAttachmentBytes: 10 * 1024 * 1024,
} as const;

/** Most lines of one order between members (Stocks/GenerarPedido). */
export const ORDER_MAX_LINES = 200;
/** Largest stock file a member imports (Stocks/ImportarStock), in bytes of CSV text: 8 MB. */
export const STOCK_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

const n = (value: number) => formatNumber(value, { decimals: 0 });

/** Spanish texts of the refusals. */
export const LIMIT_MESSAGES = {
  bookFull: `La agenda ya tiene ${n(USER_LIMITS.contacts)} contactos, el máximo: elimine alguno antes de añadir otro.`,
  importOverBook: (existing: number, adding: number) =>
    `La agenda admite como máximo ${n(USER_LIMITS.contacts)} contactos: tiene ${n(existing)} y la importación añadiría ${n(adding)}. No se ha importado ningún contacto.`,
  importTooManyRows: (rows: number) =>
    `El fichero tiene ${n(rows)} contactos; se pueden importar como máximo ${n(USER_LIMITS.importRows)} de una vez. No se ha importado ningún contacto.`,
  recipientsPerHour: `Ha alcanzado el máximo de ${n(USER_LIMITS.recipientsPerHour)} destinatarios por hora. Inténtelo de nuevo más tarde.`,
  attachmentTooBig: `El documento ocupa más de ${n(USER_LIMITS.mailAttachmentBytes / 1024 / 1024)} MB, el máximo que puede viajar en un correo.`,
} as const;
