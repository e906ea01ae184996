import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { FieldErrors } from '../shared/leads/lead-schema.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { reportServerError } from './error-reporting.ts';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: string;
  fields?: FieldErrors;
  /** Set when the client can do something specific about it (the demo form offers a retry). */
  code?: 'database-unavailable';
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Our database is not answering just now, so nothing was saved or changed. Please try again in a minute.';
/** Seconds a client is asked to wait before retrying when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is invalid.',
};

/** Every error becomes `{ error, fields? }` with the right status; internals never leak. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { error: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      return reply.code(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while the database is down or restarting: a warning, not an error report per request.
      request.log.warn({ err: error, route: request.routeOptions.url }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      const body: ErrorBody = { error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database-unavailable' };
      return reply.code(503).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reportServerError(error, { requestId: request.id, route: request.routeOptions.url });
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    if (error.validation) return reply.code(400).send({ error: 'The request is invalid.' });
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    return reply.code(status).send({ error: known ?? (status === 429 ? error.message : 'The request could not be processed.') });
  });
}

const ROUTING_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long.' },
};

/**
 * Fastify's `frameworkErrors`: a malformed URL is rejected before routing, outside the error
 * handler, so it is answered here in the same `{ error }` shape.
 */
export function sendRoutingError(error: FastifyError, reply: FastifyReply) {
  const known = error.code ? ROUTING_ERRORS[error.code] : undefined;
  const body: ErrorBody = { error: known?.message ?? 'Something went wrong on our side. Please try again.' };
  return reply.code(known?.status ?? 500).send(body);
}
