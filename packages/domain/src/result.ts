/**
 * The typed result of a rule that can fail for a user's reason. The messages are the spec's Spanish texts, so the
 * browser and the server show the same words.
 */

/** One failure: the field it concerns (or null for the whole record) and the Spanish message a user reads. */
export interface FieldError<F extends string = string> {
  readonly field: F | null;
  readonly message: string;
}

/** Success with a value, or failure with one or more field errors. */
export type Result<T, F extends string = string> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly FieldError<F>[] };

/** Builds a successful result. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Builds a failed result from its errors. */
export function fail<F extends string>(errors: readonly FieldError<F>[]): { readonly ok: false; readonly errors: readonly FieldError<F>[] } {
  return { ok: false, errors };
}
