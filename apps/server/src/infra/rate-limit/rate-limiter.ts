import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** How many hits one key may make per fixed window. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the current window ends, in epoch seconds (the X-RateLimit-Reset value). */
  resetAt: number;
}

// Rows from windows this old can never matter again (no rule has a window longer than a day).
const STALE_AFTER = "interval '1 day'";
const CLEANUP_PROBABILITY = 0.005;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts one hit for `key` and says whether it is within the rule. One atomic upsert per hit: the
 * window is computed from the database clock so every instance agrees on it, and a row from an
 * older window restarts. Keys are hashed, so e-mail addresses never sit in this table. `weight`
 * counts an expensive request as several hits (a large image preview costs more than a small one).
 * A refused hit is not counted: one refused large request must not use up what is left of the
 * window for smaller ones.
 */
export async function hitRateLimit(db: Queryable, key: string, rule: RateLimitRule, weight = 1): Promise<RateLimitResult> {
  const keyHash = hashKey(key);
  // The upsert returns no row when the hit would go over the limit: then nothing was counted.
  const { rows } = await db.query<{ hits: number | null; reset_at: string | number }>(
    `WITH hit AS (
       INSERT INTO rate_limits AS r (key, window_start, hits)
       SELECT $1::text, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), $3::integer WHERE $3::integer <= $4::integer
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.hits + EXCLUDED.hits ELSE EXCLUDED.hits END,
         window_start = EXCLUDED.window_start
       WHERE r.window_start <> EXCLUDED.window_start OR r.hits + EXCLUDED.hits <= $4
       RETURNING hits
     )
     SELECT (SELECT hits FROM hit) AS hits, (floor(extract(epoch FROM now()) / $2) * $2 + $2)::bigint AS reset_at`,
    [keyHash, rule.windowSeconds, weight, rule.limit],
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  if (Math.random() < CLEANUP_PROBABILITY) {
    await db.query(`DELETE FROM rate_limits WHERE window_start < now() - ${STALE_AFTER}`);
  }
  const hits = row.hits ?? Number.POSITIVE_INFINITY;
  return {
    allowed: hits <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    resetAt: Number(row.reset_at),
  };
}

/** Forgets every hit counted for `key` in its current window. */
export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [hashKey(key)]);
}
