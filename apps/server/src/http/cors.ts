import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';
import { AppwriteError } from '../infra/errors.ts';

// The request headers Appwrite's own CORS policy allows (docs/appwrite-compatibility.md §1.2).
const ALLOWED_HEADERS = [
  'Accept',
  'Origin',
  'Cookie',
  'Set-Cookie',
  'Content-Type',
  'Content-Range',
  'Range',
  'Cache-Control',
  'Expires',
  'Pragma',
  'X-Requested-With',
  'X-Forwarded-For',
  'X-Forwarded-User-Agent',
  'X-Fallback-Cookies',
  'X-Appwrite-Project',
  'X-Appwrite-Key',
  'X-Appwrite-Dev-Key',
  'X-Appwrite-Locale',
  'X-Appwrite-Mode',
  'X-Appwrite-JWT',
  'X-Appwrite-Response-Format',
  'X-Appwrite-Timeout',
  'X-Appwrite-ID',
  'X-Appwrite-Timestamp',
  'X-Appwrite-Session',
  'X-Appwrite-Platform',
  'X-Appwrite-Impersonate-User-Id',
  'X-Appwrite-Impersonate-User-Email',
  'X-Appwrite-Impersonate-User-Phone',
  'X-SDK-Version',
  'X-SDK-Name',
  'X-SDK-Language',
  'X-SDK-Platform',
  'X-SDK-GraphQL',
  'X-SDK-Profile',
].join(', ');

const EXPOSED_HEADERS = 'X-Appwrite-Session, X-Fallback-Cookies, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OAUTH_CALLBACK_PATH = '/v1/account/sessions/oauth2/callback/';

/**
 * The path a request is routed by: the matched route's own path. The raw URL is not it: the
 * router ignores duplicate slashes and decodes the path, so `//v1/…` and `/%761/…` reach /v1
 * routes too, and a check on the raw URL would let them by. Unrouted requests (404) fall back to
 * the raw URL, which then reaches no route at all.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url;
}

/** Whether a browser origin may call the API: the request's own origin, PUBLIC_URL or ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  return config.allowedOrigins.includes(origin);
}

/**
 * CORS for /v1 and /api: echo an allowed Origin with credentials (the SDK always sends
 * `credentials: 'include'`, so `*` would never do), answer preflights, and refuse state-changing
 * requests from any other browser origin before they reach a route.
 */
export function installCors(app: FastifyInstance, config: Config): void {
  // A callback hook, not an async one: it runs on every request and mostly returns at once.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    const path = routedPath(request);
    if (!origin || (!path.startsWith('/v1') && !path.startsWith('/api'))) return done();
    const allowed = isAllowedOrigin(origin, request, config);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    }
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      if (allowed) {
        reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', '86400');
      }
      reply.code(204).send();
      return;
    }
    // Apple returns sign-ins as a cross-site form POST; state + PKCE protect that callback instead.
    if (!allowed && !SAFE_METHODS.has(request.method) && !path.startsWith(OAUTH_CALLBACK_PATH)) {
      return done(
        new AppwriteError(
          'general_unknown_origin',
          `Invalid Origin. Register your new client (${origin}) as an allowed origin (ALLOWED_ORIGINS).`,
        ),
      );
    }
    done();
  });
}
