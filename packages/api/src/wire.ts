import { z } from 'zod';

/**
 * Shared wire shapes of the contract: the spec's `{ ok, mensajeError, valorRetorno }` envelope (schemas and the
 * `ok` / `refuse` builders handlers answer with), ids bounded to a PostgreSQL integer, and text that a database
 * can store. A bad id or text is the caller's mistake: 400 with a Spanish text, never a 500 from the database.
 */

/** Largest id a PostgreSQL `integer` column holds (2^31 − 1). */
export const WIRE_ID_MAX = 2_147_483_647;

/** Spanish texts of the wire guards. */
export const WIRE_TEXTS = {
  invalidText: 'El texto contiene caracteres no válidos.',
} as const;

/** A database id in a JSON body: an integer from 1 to 2^31 − 1. */
export const wireId = z.number().int().min(1).max(WIRE_ID_MAX);

/** A database id in a path parameter (text on the wire, read as a number). */
export const wireIdParam = z.coerce.number().int().min(1).max(WIRE_ID_MAX);

/** Any UTF-16 surrogate: the quick test; most texts have none. */
const SURROGATE = /[\ud800-\udfff]/;
/** A UTF-16 surrogate that is not half of a pair (no UTF-8 text, so no database, holds one; nor a NUL). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A path text decoded once more (the reference and viscosity params); a malformed escape ('%', '%zz') is kept. */
export function decodePathText(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether a text can be stored and sent on as UTF-8: no NUL and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes('\0') && !(SURROGATE.test(text) && LONE_SURROGATE.test(text));
}

/** A text field of a request: at most `max` UTF-16 units, no NUL, no lone surrogate. */
export function wireText(max: number) {
  return z.string().max(max).refine(isSafeText, WIRE_TEXTS.invalidText);
}

/**
 * The path of the first text in a request value (a key or a string, at any depth) that is not safe text, or null
 * when every text is. The server runs it on the params and body of every call, present and future.
 */
export function unsafeTextPath(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeTextPath(value[i]);
      if (found) return [i, ...found];
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!isSafeText(key)) return [key];
      const found = unsafeTextPath((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
    }
  }
  return null;
}

/** Answer schema of a call that always succeeds: `{ ok: true, mensajeError: null, valorRetorno }`. */
export function answer<T extends z.ZodType>(value: T) {
  return z.object({ ok: z.literal(true), mensajeError: z.null(), valorRetorno: value });
}

/** Answer schema of a call that always succeeds and answers no value: `{ ok: true, mensajeError: null }`. */
export const Done = z.object({ ok: z.literal(true), mensajeError: z.null() });

/** Answer schema of a call that may refuse with a Spanish text: `{ ok, mensajeError, valorRetorno }`. */
export function answerOrRefusal<T extends z.ZodType>(value: T) {
  return z.object({ ok: z.boolean(), mensajeError: z.string().nullable(), valorRetorno: value });
}

/** A success envelope, with or without a value. */
export function ok(): { ok: true; mensajeError: null };
export function ok<T>(value: T): { ok: true; mensajeError: null; valorRetorno: T };
export function ok<T>(...value: [T] | []) {
  return value.length ? { ok: true as const, mensajeError: null, valorRetorno: value[0] } : { ok: true as const, mensajeError: null };
}

/** A refusal envelope with its Spanish text, and the value the call's schema expects on refusal when it has one. */
export function refuse(message: string): { ok: false; mensajeError: string };
export function refuse<T>(message: string, valorRetorno: T): { ok: false; mensajeError: string; valorRetorno: T };
export function refuse<T>(message: string, ...value: [T] | []) {
  return value.length ? { ok: false as const, mensajeError: message, valorRetorno: value[0] } : { ok: false as const, mensajeError: message };
}
