import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { TErrorBody } from '../../shared/contract/endpoint';
import { serverMessages } from '../../shared/domain/messages';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';

/** How long a client should wait before retrying while the database is away; reconnecting is automatic. */
export const RETRY_AFTER_SECONDS = 5;

/** Turns a zod failure into the answer body: the first message on top, every field issue below. */
export function validationErrorBody(error: ZodError): TErrorBody {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { error: issues[0]?.message ?? serverMessages.invalidRequest, issues };
}

// Fastify's own 4xx errors (bad JSON, wrong media type, body too large) carry a status code; their text is
// technical, so callers get a short plain message instead.
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverMessages.jsonRequired,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverMessages.jsonRequired,
  FST_ERR_CTP_INVALID_JSON_BODY: serverMessages.jsonRequired,
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: error.message } satisfies TErrorBody);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(validationErrorBody(error));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = fastifyClientMessages[error.code] ?? serverMessages.invalidRequest;
      return reply.status(status).send({ error: message } satisfies TErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: serverMessages.serviceUnavailable } satisfies TErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: serverMessages.internal } satisfies TErrorBody);
  });
}
