import type { AnalyticsEvent } from '@pura/core/schemas/analytics-events';
import type { Queryable } from '../../infra/db/database.ts';

/** The analytics data layer: the only place that writes SQL for analytics_events. */

/** Stores one validated event; `userId` is the signed-in caller, never a value the client sent. */
export async function insertAnalyticsEvent(db: Queryable, event: AnalyticsEvent, userId: string | null): Promise<void> {
  await db.query(
    `INSERT INTO analytics_events (name, quiz, quiz_version, session_id, user_id, properties)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [event.name, event.quiz ?? null, event.quizVersion ?? null, event.sessionId ?? null, userId, JSON.stringify(event.properties)],
  );
}
