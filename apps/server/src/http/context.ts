import type { Readable } from 'node:stream';
import type { Areas, Contract, Controller, Endpoint, Infer } from '@socios/api';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionCache } from '../auth/sessionCache';
import type { SessionUser } from '../auth/sessions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/db';
import type { JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';

/** The long-lived parts every handler may use. */
export interface Services {
  /** The database. */
  db: Db;
  /** Outgoing e-mail. */
  mailer: Mailer;
  /** Configuration. */
  config: ServerConfig;
  /** Sessions and user configurations cached in process (invalidate after changing them). */
  sessions: SessionCache;
  /** The background job queue (pg-boss in the database), started by the application. */
  jobs: JobQueue;
}

/** What the application is built from: the services but the job queue, which it starts itself. */
export type BaseServices = Omit<Services, 'jobs'>;

/** What a handler receives besides its validated input. */
export interface RequestContext<S extends SessionUser | null> extends Services {
  /** The logged-in user (always set for endpoints with access 'session'). */
  session: S;
  /** Raw request (client address, cookies). */
  req: FastifyRequest;
  /** Raw reply (cookies). */
  reply: FastifyReply;
  /** Request-scoped logger. */
  log: FastifyBaseLogger;
}

/** A file a download endpoint answers with. */
export interface FileAnswer {
  /** Name offered to the browser (name.extension). */
  fileName: string;
  /** MIME type. */
  contentType: string;
  /** The bytes, whole or streamed. */
  body: Buffer | Readable;
  /** Size in bytes when known. */
  size?: number;
  /** Shown in the page (an image) rather than saved: Content-Disposition inline. */
  inline?: boolean;
  /** How long the browser may keep it (Cache-Control: private, max-age); not kept when omitted. */
  cacheSeconds?: number;
}

/** A failure for the caller's reason, answered with its status and Spanish text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * An answer already written as JSON text (built by the database: a list of a thousand rows costs less as one text
 * than as rows read into objects and serialised again), sent as it is. `T` is the value the text holds, which the
 * response check reads when it is on (tests).
 */
export class JsonText<T> {
  declare readonly value?: T;
  constructor(readonly text: string) {}
}

/** A JSON answer: the value, or for a list (bare or in its envelope) its JSON text. */
type Answer<T> = T extends readonly unknown[] | { valorRetorno: readonly unknown[] } ? T | JsonText<T> : T;

type SessionOf<E extends Endpoint> = E['access'] extends 'session' ? SessionUser : SessionUser | null;

/** The server side of one endpoint: validated input in, the contract's answer out. */
export type Handler<E extends Endpoint> = (
  input: { params: Infer<E['params']>; body: Infer<E['body']> },
  ctx: RequestContext<SessionOf<E>>,
) => Promise<E['response'] extends z.ZodType ? Answer<z.input<E['response']>> : FileAnswer>;

/** Handlers of every action of one controller. */
export type ControllerHandlers<C extends Controller> = { [A in keyof C]: Handler<C[A]> };

/** Handlers of the whole contract: the type makes a missing or misspelt call a compile error. */
export type Handlers = { [K in keyof Contract]: ControllerHandlers<Contract[K]> };

/** Handlers of one area's calls (the module of that name implements exactly its contract group). */
export type AreaHandlers<K extends keyof Areas> = ControllerHandlers<Areas[K]>;
