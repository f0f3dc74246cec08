import type { FastifyRequest } from 'fastify';

/** Paths whose segments are secrets: the spec's `/login/{user}/{pwd}` and the password-reset links. */
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/login\/)[^/?#]+\/[^/?#]+/i,
  /^(\/restablecer-clave\/)[^/?#]+/i,
  /^(\/api\/Usuarios\/(?:ComprobarEnlacePwd)\/)[^/?#]+/i,
];

/** A request path as it may be written to a log: user names, passwords and reset tokens replaced by `[oculto]`. */
export function redactUrl(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURI(url);
  } catch {
    // A malformed escape: match on the raw text.
  }
  for (const pattern of SECRET_PATHS) {
    for (const text of [decoded, url]) {
      const match = pattern.exec(text);
      if (!match) continue;
      const prefix = match[1] ?? '';
      const secretSegments = match[0].slice(prefix.length).split('/').length;
      const hidden = Array.from({ length: secretSegments }, () => '[oculto]').join('/');
      return `${prefix}${hidden}${text.slice(match[0].length)}`;
    }
  }
  return url;
}

/** pino serializers of the request log lines: Fastify's fields with the path redacted. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
