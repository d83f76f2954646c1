import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { rateLimitExceeded, rateLimitHeaders } from './rate-limit-hook.ts';
import type { Queryable } from '../db/database.ts';
import { type RateLimitResult, type RateLimitRule, hitRateLimit } from './rate-limiter.ts';

/**
 * A ceiling on FAILED attempts at one target (an e-mail address) from all clients together, which
 * stops only the clients that have failed at that target themselves. Counting every attempt, or
 * stopping every client, would let anyone with enough IPs lock the target's owner out: the owner
 * cannot be told apart from a guesser before the password is checked, except by whether their own
 * network has been guessing.
 */
export interface FailureCeiling extends RateLimitRule {
  /** Counter name; part of every key so ceilings never share counts. */
  name: string;
  /** What is being guessed at, e.g. the e-mail address. */
  target(request: FastifyRequest): string;
  /** Who is guessing, e.g. the client's network. */
  client(request: FastifyRequest): string;
}

export interface FailureCeilingHooks {
  /** preHandler: 429 for a client that has failed at the target once the target's failures reach the ceiling. */
  check: preHandlerAsyncHookHandler;
  /** Counts this request as one failure, for its target and for its client at that target. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

/**
 * The two halves of a failure ceiling: the check runs before the handler (after the route's counted
 * limits, so a refused try never gets this far), the handler records a failure once it knows of one.
 * Both read and write the shared rate_limits table, so every instance on one database agrees.
 * Failures are counted after the check, so requests already in flight may pass the ceiling by as
 * many as are in flight; the route's counted per-client limits bound how many that can be.
 * RATE_LIMITS=off skips both.
 */
export function failureCeiling(ceiling: FailureCeiling): FailureCeilingHooks {
  const targetKey = (request: FastifyRequest) => `${ceiling.name}.target|${ceiling.target(request)}`;
  const clientKey = (request: FastifyRequest) => `${ceiling.name}.client-target|${ceiling.client(request)}|${ceiling.target(request)}`;

  return {
    async check(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      if (!request.server.config.rateLimits) return;
      const { db } = request.server;
      const clientFailures = await failuresSoFar(db, clientKey(request), ceiling);
      if (clientFailures.remaining === ceiling.limit) return;
      const targetFailures = await failuresSoFar(db, targetKey(request), ceiling);
      if (targetFailures.remaining === 0) throw rateLimitExceeded({ ...targetFailures, allowed: false });
      showIfTighter(reply, targetFailures);
    },
    async recordFailure(request: FastifyRequest) {
      if (!request.server.config.rateLimits) return;
      const { db } = request.server;
      await hitRateLimit(db, targetKey(request), ceiling);
      await hitRateLimit(db, clientKey(request), ceiling);
    },
  };
}

/**
 * A counter's failures in the current window, read as a hit of weight zero: the same key hashing
 * and database-clock window as counting one, without counting one. `remaining` is how many more
 * failures the ceiling takes; 0 once it is reached.
 */
const failuresSoFar = (db: Queryable, key: string, ceiling: FailureCeiling): Promise<RateLimitResult> => hitRateLimit(db, key, ceiling, 0);

/** Replaces the X-RateLimit-* headers the route's counted limits set when this ceiling is nearer. */
function showIfTighter(reply: FastifyReply, result: RateLimitResult): void {
  const shownRemaining = Number(reply.getHeader('x-ratelimit-remaining') ?? Number.POSITIVE_INFINITY);
  if (result.remaining < shownRemaining) reply.headers(rateLimitHeaders(result));
}
