import { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './client';
import type { ContractShape, Endpoint } from './endpoint';
import { tokenUse } from './tokenAccess';

/**
 * The OpenAPI 3.1 document of the contract, generated from its zod schemas (zod's own JSON Schema output): every call
 * with its path parameters, body and answer, who may call it and how (the session cookie with the CSRF header, or a
 * personal API token), and what a token of each scope may do with it. Nothing in it is written by hand, so the
 * document cannot drift from what the server checks.
 */

/** A JSON Schema or OpenAPI object (plain JSON). */
type Json = Record<string, unknown>;

/** Names of the security schemes. */
export const OPENAPI_SECURITY = { cookie: 'sesion', csrf: 'cabeceraCsrf', bearer: 'tokenApi' } as const;

/** JSON Schema of a zod schema as a request (input) or an answer (output) has it; types JSON cannot say are `{}`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'throw' }) as Json;
  return rest;
}

/** `/Noticias/GetNoticia/:idNoticia` → `/api/Noticias/GetNoticia/{idNoticia}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** The path parameters of a call, each with its schema. */
function parametersOf(e: Endpoint): Json[] {
  if (!e.params) return [];
  const schema = jsonSchema(e.params, 'input');
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).map(([name, s]) => ({ name, in: 'path', required: true, schema: s }));
}

/** What a token may do with a call, in the words of the document. */
const TOKEN_NOTE = {
  read: 'Con token de API: alcance lectura o pedidos.',
  orders: 'Con token de API: solo alcance pedidos.',
  write: 'No se puede llamar con un token de API.',
  never: 'No se puede llamar con un token de API.',
} as const;

function operationOf(controller: string, action: string, e: Endpoint): Json {
  const use = tokenUse(controller, action, e);
  const needsCsrf = e.method !== 'GET' || e.changesState === true;
  const cookie = needsCsrf ? { [OPENAPI_SECURITY.cookie]: [], [OPENAPI_SECURITY.csrf]: [] } : { [OPENAPI_SECURITY.cookie]: [] };
  const security = e.access === 'public' ? [{}] : use === 'read' || use === 'orders' ? [cookie, { [OPENAPI_SECURITY.bearer]: [] }] : [cookie];
  const responses: Json = {
    200: e.response
      ? { description: 'Respuesta', content: { 'application/json': { schema: jsonSchema(e.response, 'output') } } }
      : { description: 'Fichero', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
    400: { $ref: '#/components/responses/Error' },
    ...(e.access === 'session' ? { 401: { $ref: '#/components/responses/Error' } } : {}),
    403: { $ref: '#/components/responses/Error' },
    ...(e.access === 'session' ? { 429: { $ref: '#/components/responses/Error' } } : {}),
  };
  return {
    operationId: `${controller}_${action}`,
    tags: [controller],
    summary: `${controller}/${action}`,
    description: [e.permission ? `Permiso: ${e.permission}.` : '', e.access === 'session' ? TOKEN_NOTE[use] : 'Pública.'].filter(Boolean).join(' '),
    security,
    parameters: parametersOf(e),
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } } } : {}),
    responses,
    'x-token-use': use,
    ...(e.permission ? { 'x-permission': e.permission } : {}),
  };
}

/** The whole document of a contract (served as /api/openapi.json). */
export function openApiDocument(contract: ContractShape, info: { version: string; serverUrl?: string }): Json {
  const paths: Record<string, Json> = {};
  for (const [controller, actions] of Object.entries(contract)) {
    for (const [action, e] of Object.entries(actions)) {
      const path = openApiPath(e.path);
      paths[path] = { ...paths[path], [e.method.toLowerCase()]: operationOf(controller, action, e) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal Socios: API',
      version: info.version,
      description:
        'Las llamadas del portal. Desde el navegador: la cookie de sesión y, en las que cambian datos, la cabecera ' +
        `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}. Desde el sistema de gestión de un socio: un token personal de Mi Perfil › ` +
        'Acceso API en la cabecera Authorization: Bearer <token> (lectura: solo consultas; pedidos: también realizar ' +
        'pedidos y cambiar su estado), como máximo 600 llamadas por minuto y token.',
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        [OPENAPI_SECURITY.cookie]: { type: 'apiKey', in: 'cookie', name: 'socios_sid', description: 'La sesión iniciada con Login/Validar.' },
        [OPENAPI_SECURITY.csrf]: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description: `Con la cookie, toda llamada que cambia datos lleva ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}.`,
        },
        [OPENAPI_SECURITY.bearer]: { type: 'http', scheme: 'bearer', description: 'Token personal de API (Mi Perfil › Acceso API).' },
      },
      responses: {
        Error: {
          description: 'Rechazo con su texto en español',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { ok: { const: false }, mensajeError: { type: 'string' } },
                required: ['ok', 'mensajeError'],
              },
            },
          },
        },
      },
    },
  };
}
