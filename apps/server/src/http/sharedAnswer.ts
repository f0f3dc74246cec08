import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One answer the same for every member, kept serialised and compressed once. */
interface Entry<T> {
  readonly value: T;
  readonly json: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
  readonly until: number;
}

/**
 * A large answer that is the same for every member and changes only with the group's catalogue (the supplier
 * directory): built at most once per `ttlMs` per process, serialised once and compressed once (brotli at its best
 * quality, gzip), then sent as it is with an ETag, so that a browser that has it gets a 304. Several instances each
 * keep their own copy; a change shows within `ttlMs`.
 */
export class SharedAnswer<T> {
  private entry: Entry<T> | null = null;
  private loading: Promise<Entry<T>> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {}

  /** Drops the copy (tests, or after a change this process made). */
  forget(): void {
    this.entry = null;
  }

  private async current(): Promise<Entry<T>> {
    if (this.entry && this.entry.until > Date.now()) return this.entry;
    this.loading ??= this.load()
      .then((value) => {
        const json = JSON.stringify(value);
        const br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
        const gzip = gzipSync(json, { level: 9 });
        const etag = `"${Date.now().toString(36)}-${json.length.toString(36)}"`;
        const entry = { value, json, br, gzip, etag, until: Date.now() + this.ttlMs };
        this.entry = entry;
        return entry;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * Answers the request from the shared copy: 304 when the browser's ETag matches, else the precompressed bytes the
   * browser accepts (or the JSON). Returns the value for the caller to return (the response check reads it).
   */
  async send(req: FastifyRequest, reply: FastifyReply): Promise<T> {
    const entry = await this.current();
    reply.header('etag', entry.etag);
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      reply.code(304);
      reply.serializer(() => '');
      return entry.value;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      reply.header('content-encoding', 'br');
      reply.serializer(() => entry.br as unknown as string);
    } else if (/\bgzip\b/.test(accepts)) {
      reply.header('content-encoding', 'gzip');
      reply.serializer(() => entry.gzip as unknown as string);
    } else {
      reply.serializer(() => entry.json);
    }
    return entry.value;
  }
}
