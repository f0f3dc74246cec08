import { Readable } from 'node:stream';
import { answerRows, type ContractShape, type Endpoint, tokenRefusal, tokenUse, unsafeTextPath, WIRE_TEXTS } from '@socios/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestUser } from '../auth/requestUser';
import type { SessionUser } from '../auth/sessions';
import type { FileAnswer, Services } from './context';
import { HttpError, JsonText } from './context';
import { invalidFieldText, TEXTS } from './texts';

type AnyHandler = (
  input: { params: unknown; body: unknown },
  ctx: Services & { session: SessionUser | null; req: FastifyRequest; reply: FastifyReply; log: FastifyRequest['log'] },
) => Promise<unknown>;

/** Options of the contract registration. */
export interface RegisterOptions {
  /** Check every JSON answer against its response schema (tests do; a mismatch is a 500 and a log line). */
  validateResponses?: boolean;
}

/** 400 when any text of the request (key or value, at any depth) holds a NUL or a lone surrogate: no call stores one. */
function refuseUnsafeText(req: FastifyRequest): void {
  const path = unsafeTextPath(req.params) ?? unsafeTextPath(req.body);
  if (!path) return;
  req.log.info({ field: path.join('.') }, 'request refused: unsafe text');
  throw new HttpError(400, WIRE_TEXTS.invalidText);
}

function parseOr400(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, invalidFieldText(parsed.error.issues[0]?.path ?? []));
  return parsed.data;
}

function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  if (file.cacheSeconds) reply.header('Cache-Control', `private, max-age=${file.cacheSeconds}`);
  if (file.size !== undefined) reply.header('Content-Length', String(file.size));
  return reply.send(file.body instanceof Readable ? file.body : file.body);
}

/**
 * Registers one route per contract entry under /api: session (401), permission (403), params and body checked
 * against the contract's schemas and every text for NUL and lone surrogates (400 with a Spanish text), then the
 * handler; JSON answers or file streams.
 */
export function registerContract(
  app: FastifyInstance,
  contract: ContractShape,
  handlers: Record<string, Record<string, unknown>>,
  services: Services,
  options: RegisterOptions = {},
): void {
  for (const [ctrl, actions] of Object.entries(contract)) {
    const entries = Object.entries(actions) as [string, Endpoint][];
    // The spec spells a controller two ways ('/TecDoc/GetModelosByIdFabricante' beside '/Tecdoc/GetVehiculoDetalle'):
    // the contract keeps each path as the spec writes it, and every call of the controller answers under each
    // spelling, so a client that writes '/TecDoc/…' (or '/Tecdoc/…') for any of its calls works.
    const spellings = new Set([ctrl, ...entries.map(([, e]) => e.path.split('/')[1] ?? ctrl)]);
    for (const [action, e] of entries) {
      const handler = handlers[ctrl]?.[action] as AnyHandler | undefined;
      if (!handler) throw new Error(`no handler for ${ctrl}.${action}`);
      const use = tokenUse(ctrl, action, e);
      const rest = e.path.slice(e.path.indexOf('/', 1));
      const urls = [e.path, ...[...spellings].map((s) => `/${s}${rest}`).filter((u) => u !== e.path)];
      for (const url of urls)
        app.route({
          method: e.method,
          url: `/api${url}`,
          config: { api: true, csrf: e.method !== 'GET' || e.changesState === true },
          ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
          handler: async (req, reply) => {
            const session = await requestUser(req, reply, services);
            if (e.access === 'session' && !session) throw new HttpError(401, TEXTS.notLoggedIn);
            // A personal API token does what its scope allows (tokenAccess.ts in the contract), never more.
            const refusal = session?.apiToken ? tokenRefusal(session.apiToken.scope, use) : null;
            if (refusal) throw new HttpError(403, refusal);
            if (e.permission && !session?.permisos[e.permission as keyof SessionUser['permisos']]) {
              throw new HttpError(403, TEXTS.forbidden);
            }
            refuseUnsafeText(req);
            const params = parseOr400(e.params, req.params);
            const body = parseOr400(e.body, req.body);
            const result = await handler({ params, body }, { ...services, session, req, reply, log: req.log });
            // A call that may change what is cached about its user drops it before answering (other instances hear
            // of it through the database's change notifications).
            if (session && e.method !== 'GET') services.sessions.forgetUser(session.userId);
            if (!e.response) return sendFile(reply, result as FileAnswer);
            if (options.validateResponses) {
              const value = result instanceof JsonText ? JSON.parse(result.text) : result;
              const checked = e.response.safeParse(value);
              if (!checked.success) {
                req.log.error({ issues: checked.error.issues.slice(0, 5) }, `answer of ${ctrl}.${action} breaks its contract`);
                throw new Error(`answer of ${ctrl}.${action} breaks its contract`);
              }
              const rows = e.maxRows === undefined ? 0 : answerRows(value);
              if (e.maxRows !== undefined && rows > e.maxRows) {
                req.log.error({ rows, maxRows: e.maxRows }, `answer of ${ctrl}.${action} holds more rows than its declared maximum`);
                throw new Error(`answer of ${ctrl}.${action} holds ${rows} rows, above its declared maximum of ${e.maxRows}`);
              }
            }
            if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.text);
            return result;
          },
        });
    }
  }
}
