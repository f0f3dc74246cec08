/** Text shown when the server cannot be reached (spec 000 §8). */
export const CONNECTION_ERROR_TEXT = 'No se ha podido establecer la conexión con el servidor.';

/** Text of a 500 answer (spec 000 §7, shared call conventions). */
export const SERVER_ERROR_TEXT = 'Error de servidor';

/** How a call failed, following the spec's shared call conventions. */
export type ApiErrorKind = 'network' | 'bad-request' | 'unauthorized' | 'forbidden' | 'not-found' | 'server' | 'other';

/** A failed call: its HTTP status (0 when the server was not reached), its kind and a Spanish text to show. */
export class ApiError extends Error {
  /** HTTP status, 0 for a transport failure. */
  readonly status: number;
  /** Category of the failure. */
  readonly kind: ApiErrorKind;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kindOf(status);
  }
}

function kindOf(status: number): ApiErrorKind {
  switch (status) {
    case 0:
      return 'network';
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 500:
      return 'server';
    default:
      return 'other';
  }
}
