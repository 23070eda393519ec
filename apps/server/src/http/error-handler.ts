import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@charter/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from './app-error';
import type { SecurityHeadersFor } from './security';

/** Installs the single error model: every failure answers `{ detail, code }` with the right status. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.detail);
      const answer = body(error.detail, error.code);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.existingId ? { ...answer, existing_id: error.existingId } : answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      const detail = field ? `${field}: ${message}` : message;
      return reply.status(400).send(body(detail, 'VALIDATION_FAILED'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body(internalDetail(request.id), 'INTERNAL', request.id));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('Too many requests. Please wait a moment and try again.', 'RATE_LIMITED'));
    }
    if (status === 413) return reply.status(413).send(body('The request is too large.', 'PAYLOAD_TOO_LARGE'));
    if (status === 415) return reply.status(415).send(body(error.message, 'UNSUPPORTED_MEDIA_TYPE'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body with a JSON content type.
      const detail = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
      return reply.status(status).send(body(detail, status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED'));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the client may retry shortly (the write was not acknowledged).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(body('The service is briefly unavailable. Please try again in a moment.', 'PROVIDER_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(internalDetail(request.id), 'INTERNAL', request.id));
  });
}

/**
 * Errors Fastify answers before any hook runs (a malformed percent-escape, a path parameter over the length limit):
 * the same `{ detail, code }` body, request id and security headers as every other answer.
 */
export function frameworkErrorHandler(securityHeadersFor: SecurityHeadersFor) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    // The security headers' hook never runs for these.
    void reply.headers(securityHeadersFor(request.url).set);
    void reply
      .status(tooLong ? 414 : 400)
      .header('x-request-id', request.id)
      .send(
        tooLong
          ? body('The address is too long.', 'URI_TOO_LONG')
          : body('The address is not valid (it has a malformed percent-escape).', 'VALIDATION_FAILED'),
      );
  };
}

function body(detail: string, code: ErrorBody['code'], requestId?: string): ErrorBody {
  return requestId ? { detail, code, request_id: requestId } : { detail, code };
}

function internalDetail(requestId: string): string {
  return `Something went wrong on our side. Please try again. (request ${requestId})`;
}
