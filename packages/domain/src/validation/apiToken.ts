/**
 * Personal API tokens (Mi Perfil › Acceso API): a member's shop system calls the portal's API as one user. A token has
 * a name the user chooses, a scope and a lifetime in days; the same rules check the form in the browser and the call
 * on the server, with the same Spanish texts.
 *
 * Scopes: `lectura` reads only; `pedidos` also places orders and moves their state. Neither manages users, passwords
 * or tokens.
 */

/** The scopes a token may have. */
export const API_TOKEN_SCOPES = ['lectura', 'pedidos'] as const;
/** A token's scope. */
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What the scope lets a token do, as Mi Perfil explains it. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  lectura: 'Lectura (solo consultas)',
  pedidos: 'Pedidos (consultas, realizar pedidos y cambiar su estado)',
};

/** Shortest lifetime of a token, in days. */
export const API_TOKEN_MIN_DAYS = 1;
/** Longest lifetime of a token, in days. */
export const API_TOKEN_MAX_DAYS = 365;
/** Longest name of a token. */
export const API_TOKEN_NAME_MAX = 60;
/** Live (not revoked, not expired) tokens one user may hold at a time. */
export const API_TOKEN_MAX_ACTIVE = 20;
/** The prefix of every token, so that one pasted into a ticket or a log is recognised (and can be revoked). */
export const API_TOKEN_PREFIX = 'pso_';

/** The texts of the tokens' form and calls. */
export const API_TOKEN_TEXTS = {
  nameRequired: 'Indique un nombre para el token.',
  nameTooLong: `El nombre del token no puede superar los ${API_TOKEN_NAME_MAX} caracteres.`,
  scopeInvalid: 'Elija el alcance del token: lectura o pedidos.',
  daysInvalid: `La duración del token debe ser un número entero de días entre ${API_TOKEN_MIN_DAYS} y ${API_TOKEN_MAX_DAYS}.`,
  tooMany: `Ya tiene ${API_TOKEN_MAX_ACTIVE} tokens activos: revoque alguno antes de crear otro.`,
  shownOnce: 'Copie el token ahora: no se volverá a mostrar.',
} as const;

/** A new token as the form sends it. */
export interface ApiTokenInput {
  readonly nombre: string;
  readonly alcance: string;
  readonly dias: number;
}

/** The first problem of a new token's fields (its Spanish text), or null when it may be created. */
export function apiTokenProblem(input: ApiTokenInput): string | null {
  const name = input.nombre.trim();
  if (name === '') return API_TOKEN_TEXTS.nameRequired;
  if ([...name].length > API_TOKEN_NAME_MAX) return API_TOKEN_TEXTS.nameTooLong;
  if (!isApiTokenScope(input.alcance)) return API_TOKEN_TEXTS.scopeInvalid;
  if (!Number.isInteger(input.dias) || input.dias < API_TOKEN_MIN_DAYS || input.dias > API_TOKEN_MAX_DAYS) {
    return API_TOKEN_TEXTS.daysInvalid;
  }
  return null;
}

/** Whether a text is a scope. */
export function isApiTokenScope(value: string): value is ApiTokenScope {
  return (API_TOKEN_SCOPES as readonly string[]).includes(value);
}
