import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppwriteError } from '../errors.ts';
import { type RateLimitResult, type RateLimitRule, clearRateLimit, hitRateLimit } from './rate-limiter.ts';

/** One limit on a route: the rule and what the counter is keyed by (docs/appwrite-compatibility.md §9.3). */
export interface RouteRateLimit extends RateLimitRule {
  /** Counter name, e.g. 'account.sessions.email.ip'; part of every key so routes never share counts. */
  name: string;
  /** The key parts for this request (e.g. IP, e-mail, user id). */
  key(request: FastifyRequest): string | Promise<string>;
}

/**
 * A preHandler that counts the request against the given limits in order (several per route, as
 * Appwrite does for "route + e-mail, and route + IP"), sets the X-RateLimit-* headers of the
 * tightest one, and answers 429 general_rate_limit_exceeded once one is exceeded. A request refused
 * by one limit is not counted against the limits after it, so list the narrowest first: a guesser
 * refused by "this address from this IP" then never spends "anything from this IP", which would
 * lock out everyone behind that IP. Runs after body parsing so keys may use body fields.
 * RATE_LIMITS=off skips it entirely.
 */
export function rateLimit(...limits: RouteRateLimit[]): preHandlerAsyncHookHandler {
  return async function rateLimitHook(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (!request.server.config.rateLimits) return;
    let tightest: RateLimitResult | undefined;
    let exceeded = false;
    for (const limit of limits) {
      const key = await counterKey(request, limit);
      const result = await hitRateLimit(request.server.db, key, limit);
      if (!tightest || result.remaining < tightest.remaining || !result.allowed) tightest = result;
      if (!result.allowed) {
        exceeded = true;
        break;
      }
    }
    if (!tightest) return;
    if (exceeded) throw rateLimitExceeded(tightest);
    reply.headers(rateLimitHeaders(tightest));
  };
}

const counterKey = async (request: FastifyRequest, limit: RouteRateLimit) => `${limit.name}|${await limit.key(request)}`;

/**
 * Starts this request's count for one limit afresh, as Appwrite's `abuse-reset` does once a request
 * has succeeded: a shopper signing in again and again is no guesser.
 */
export async function resetRateLimit(request: FastifyRequest, limit: RouteRateLimit): Promise<void> {
  if (!request.server.config.rateLimits) return;
  await clearRateLimit(request.server.db, await counterKey(request, limit));
}

/** The X-RateLimit-* headers that describe one limit's state (docs/appwrite-compatibility.md §9.3). */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    'x-ratelimit-limit': String(result.limit),
    'x-ratelimit-remaining': String(result.remaining),
    'x-ratelimit-reset': String(result.resetAt),
  };
}

/** The 429 Appwrite answers once a limit is exceeded, with that limit's headers and Retry-After. */
export function rateLimitExceeded(result: RateLimitResult): AppwriteError {
  const retryAfter = Math.max(1, result.resetAt - Math.floor(Date.now() / 1000));
  return new AppwriteError(
    'general_rate_limit_exceeded',
    'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
    { ...rateLimitHeaders(result), 'retry-after': String(retryAfter) },
  );
}
