import type { Migration } from '../migrate.ts';

/**
 * The quiz version a run answered (docs/quizzes.md), so the dashboard's funnel is per version.
 * Events stored before quizzes had versions keep none: they are version 1.
 */
export const analyticsQuizVersion: Migration = {
  id: '091-analytics-quiz-version',
  sql: `
ALTER TABLE analytics_events ADD COLUMN quiz_version integer CHECK (quiz_version >= 1);
`,
};
