import type { Migration } from '../migrate.ts';

/**
 * First-party analytics events (docs/product.md §7 'Analytics events'), posted by the browser to
 * POST /api/events; the admin funnel reads them. `session_id` is the browser's random id of one
 * quiz run, so a funnel can follow a run from quiz_started to add_to_cart without any login.
 * A deleted account keeps its anonymous events but loses the link to them.
 */
export const analyticsEvents: Migration = {
  id: '090-analytics-events',
  sql: `
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (name IN ('quiz_started', 'quiz_question_answered', 'quiz_completed', 'add_to_cart', 'quiz_abandoned')),
  quiz text CHECK (quiz IN ('skincare', 'haircare')),
  session_id text,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX analytics_events_name_created ON analytics_events (name, created_at);
CREATE INDEX analytics_events_session ON analytics_events (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX analytics_events_user ON analytics_events (user_id) WHERE user_id IS NOT NULL;
`,
};
