import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APPWRITE_VERSION, AppwriteError, type ErrorType } from '../infra/errors.ts';
import { securityHeaders } from './security-headers.ts';
import { InvalidRouteInput, invalidInputMessage } from './route-schemas.ts';

/** The Appwrite error body (docs/appwrite-compatibility.md §9.1). */
export interface ErrorBody {
  message: string;
  code: number;
  type: string;
  version: string;
}

/**
 * Sends an Appwrite-shaped error with the headers every error carries; `extra` adds fields a
 * route's clients read beside the Appwrite ones (the shop forms' `error`, route-schemas.ts).
 */
export function sendError(reply: FastifyReply, error: AppwriteError, extra: Record<string, string> = {}): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const body: ErrorBody = { ...extra, message: error.message, code: error.code, type: error.type, version: APPWRITE_VERSION };
  return reply.code(error.code).header('cache-control', 'no-cache, no-store, must-revalidate').send(body);
}

// Fastify's own client errors (bad JSON, wrong content type, body too large), said for people.
const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorType, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['general_bad_request', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['general_bad_request', 'The request body is empty but JSON was announced.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['general_bad_request', 'This content type is not supported here. Send JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['general_bad_request', 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['general_payload_too_large', 'The request body is too large.'],
  FST_ERR_BAD_URL: ['general_bad_request', 'The request URL is malformed.'],
};

// PostgreSQL's refusals of text it cannot store: a NUL character in text (22021) or jsonb (22P05).
// Input is checked for these where it arrives (@pura/core/schemas/storable-text); this is the net
// under a check that was missed, so the caller still hears what is wrong rather than a 500.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * The one place errors become responses: AppwriteErrors as they are, Fastify's client errors
 * as readable 4xx, everything else as a 500 that hides its details and logs them with the
 * request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppwriteError | InvalidRouteInput, request, reply) => {
    if (error instanceof AppwriteError) return sendError(reply, error);
    if (error instanceof InvalidRouteInput) {
      // The route's schema refused its input (route-schemas.ts), worded as the route asks.
      const wording = request.routeOptions.config.inputErrors;
      const refusal = new AppwriteError('general_argument_invalid', invalidInputMessage(error, wording));
      return sendError(reply, refusal, wording === 'sentence+error' ? { error: refusal.message } : {});
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, new AppwriteError(known[0], known[1]));
    if (typeof error.code === 'string' && UNSTORABLE_TEXT_CODES.has(error.code)) {
      request.log.warn({ err: error }, 'text the database cannot store reached it unchecked');
      return sendError(reply, new AppwriteError('general_argument_invalid', 'Text must not contain NUL characters or broken Unicode.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, new AppwriteError('general_bad_request', error.message || 'Bad request.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppwriteError('general_server_error', 'Server Error'));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL its router cannot decode or a path parameter over the
 * router's length limit would otherwise be answered in Fastify's own shape, outside the handler.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // No hooks run for these requests, so the security headers are added here.
  reply.headers(securityHeaders(reply.server.config));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(
      reply,
      new AppwriteError('general_argument_invalid', 'A value in the URL path is too long. IDs have at most 36 characters.'),
    );
  }
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, new AppwriteError('general_bad_request', 'The request URL is malformed.'));
  reply.log.error({ err: error }, 'router error');
  return sendError(reply, new AppwriteError('general_server_error', 'Server Error'));
}

/** The body every unknown /v1 or /api route answers. */
export const routeNotFound = () =>
  new AppwriteError('general_route_not_found', 'The requested route was not found. Please refer to the API docs and try again.');
