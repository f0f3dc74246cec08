import { API_TOKEN_SCOPES } from '@socios/domain';
import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { OkAnswer } from '../entities/common';
import { API_TOKENS_LISTED } from '../listBounds';
import { answer, answerOrRefusal, wireId, wireText } from '../wire';

/** A personal API token as Mi Perfil lists it (never the token itself, which is shown once, on creation). */
export const TokenApi = z.object({
  ID: z.number().int(),
  NOMBRE: z.string(),
  ALCANCE: z.enum(API_TOKEN_SCOPES),
  /** ISO 8601 (UTC). */
  CREADO: z.string(),
  /** ISO 8601 (UTC), or null while it was never used. */
  ULTIMO_USO: z.string().nullable(),
  /** ISO 8601 (UTC). */
  CADUCA: z.string(),
  /** Past its expiry: it answers 401 like a revoked one. */
  CADUCADO: z.boolean(),
});
export type TokenApi = z.infer<typeof TokenApi>;

/** A token just created: its listing and, this once, the token to copy into the shop system. */
export const TokenApiCreado = TokenApi.extend({ TOKEN: z.string() });
export type TokenApiCreado = z.infer<typeof TokenApiCreado>;

/**
 * The caller's personal API tokens (Mi Perfil › Acceso API). Any logged-in user manages their own; none of these calls
 * can be made with a token (a leaked token cannot mint or keep others alive).
 */
export const UsuariosTokensApi = {
  /** The caller's tokens not revoked (expired ones too, marked), newest first. */
  GetTokensApi: sessionEndpoint({
    method: 'GET',
    path: '/Usuarios/GetTokensApi',
    foreign: { none: "the caller's own tokens" },
    response: answer(z.array(TokenApi)),
    maxRows: API_TOKENS_LISTED,
  }),
  /**
   * Creates a token for the caller with a name, a scope (lectura, pedidos) and a lifetime of 1–365 days; answers the
   * token once (only its hash is stored). A wrong field or too many live tokens is a refusal with the Spanish text.
   * Written to the member's 'Registro de cambios'.
   */
  CrearTokenApi: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/CrearTokenApi',
    foreign: { none: "a token of the caller's own" },
    body: z.object({ nombre: wireText(200), alcance: wireText(40), dias: z.number().int().min(-1_000_000).max(1_000_000) }),
    response: answerOrRefusal(TokenApiCreado.nullable()),
  }),
  /**
   * Revokes one of the caller's tokens: from that moment it answers 401 on every instance. Another user's token is
   * 404. Written to the member's 'Registro de cambios'.
   */
  RevocarTokenApi: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/RevocarTokenApi',
    foreign: { kind: 'apiToken', at: 'body.id' },
    body: z.object({ id: wireId }),
    response: OkAnswer,
  }),
} as const;
