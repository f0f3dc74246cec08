import { refuse } from '@socios/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './context';
import { TEXTS } from './texts';

/** Spanish text for the errors Fastify itself raises on a malformed request. */
function requestErrorText(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return TEXTS.badJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return TEXTS.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return TEXTS.unsupportedType;
    default:
      return TEXTS.badRequest;
  }
}

/**
 * Every error becomes a JSON answer `{ ok: false, mensajeError }`: the caller's mistakes keep their 4xx status
 * with a Spanish text; anything else is logged and answered 500 'Error de servidor', never with a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).send(refuse(err.message));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      req.log.info({ code: (err as FastifyError).code, status }, 'request refused');
      return reply.code(status).send(refuse(requestErrorText(err as FastifyError)));
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(refuse(TEXTS.server));
  });
}
