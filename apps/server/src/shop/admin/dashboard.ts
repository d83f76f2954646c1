import type { Queryable } from '../../infra/db/database.ts';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { QuestionDefinition } from '@pura/core/quiz/definition/schema';
import { PAID_STATUSES } from '@pura/core/orders/order-status';
import type { Dashboard, FunnelStep, QuizFunnel } from '@pura/core/schemas/admin-api';
import {
  type FunnelCountRow,
  funnelCounts,
  lowStockProducts,
  orderedWithinSevenDays,
  outOfStockProducts,
  revenueByDay,
  topProducts,
  windowTotals,
} from './dashboard-store.ts';
import { QUIZ_KINDS } from '../quizzes/live-quizzes.ts';
import { waitingStockAlerts } from '../stock-alerts/stock-alert-store.ts';
import { type StoredQuizVersion, listVersions, readVersion } from '../quizzes/quiz-store.ts';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 50;
const TOP_PRODUCTS = 5;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const euros = (text: string) => Number(text);

/** Builds the dashboard for the `days` UTC days ending today. */
export async function loadDashboard(db: Queryable, options: { days: number; lowStockThreshold: number; now?: Date }): Promise<Dashboard> {
  const now = options.now ?? new Date();
  const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(todayStart.getTime() - (options.days - 1) * DAY_MS);
  const [days, totals, top, low, out, counts, ordered, versions, alertsWaiting] = await Promise.all([
    revenueByDay(db, isoDay(since), isoDay(todayStart), PAID_STATUSES),
    windowTotals(db, since, PAID_STATUSES),
    topProducts(db, since, PAID_STATUSES, TOP_PRODUCTS),
    lowStockProducts(db, options.lowStockThreshold, LIST_LIMIT),
    outOfStockProducts(db, LIST_LIMIT),
    funnelCounts(db, since),
    orderedWithinSevenDays(db, since, PAID_STATUSES),
    listVersions(db),
    waitingStockAlerts(db),
  ]);
  const funnelVersions = await versionsWithRuns(db, versions, counts);
  const revenue = days.map((d) => ({ day: d.day, revenue: euros(d.revenue), orders: d.orders }));
  const last = revenue[revenue.length - 1];
  return {
    generatedAt: now.toISOString(),
    days: options.days,
    lowStockThreshold: options.lowStockThreshold,
    revenueByDay: revenue,
    today: { revenue: last?.revenue ?? 0, orders: last?.orders ?? 0 },
    period: { revenue: euros(totals.revenue), orders: totals.orders, averageOrderValue: euros(totals.average) },
    topProducts: top.map((p) => ({ ...p, revenue: euros(p.revenue) })),
    lowStock: low,
    outOfStock: out,
    stockAlertsWaiting: alertsWaiting,
    funnels: funnelVersions.map(({ quiz, version, status, definition }) =>
      buildFunnel(
        { quiz, version, live: status === 'live', questions: definition.questions },
        counts,
        ordered.find((o) => o.quiz === quiz && o.version === version)?.runs ?? 0,
      ),
    ),
  };
}

/**
 * The quiz versions the funnels are for: each quiz's live version, and every other version with
 * runs in the window, newest first within a quiz. A version's questions label its own funnel.
 */
async function versionsWithRuns(
  db: Queryable,
  versions: readonly { quiz: QuizKind; version: number; status: string }[],
  counts: readonly FunnelCountRow[],
): Promise<StoredQuizVersion[]> {
  const wanted = versions.filter(
    ({ quiz, version, status }) => status === 'live' || counts.some((count) => count.quiz === quiz && count.version === version),
  );
  const stored = await Promise.all(wanted.map(({ quiz, version }) => readVersion(db, quiz, version)));
  return stored
    .filter((version): version is StoredQuizVersion => version !== null)
    .sort((a, b) => QUIZ_KINDS.indexOf(a.quiz) - QUIZ_KINDS.indexOf(b.quiz) || b.version - a.version);
}

/** The quiz version a funnel is for, and its questions. */
export interface FunnelVersion {
  quiz: QuizKind;
  version: number;
  live: boolean;
  questions: readonly Pick<QuestionDefinition, 'id' | 'optional' | 'text'>[];
}

/** started → each question answered (in quiz order) → completed → routine added → ordered within 7 days, for one quiz version. */
export function buildFunnel(
  { quiz, version, live, questions }: FunnelVersion,
  counts: readonly FunnelCountRow[],
  orderedRuns: number,
): QuizFunnel {
  const runsOf = (step: FunnelCountRow['step'], questionId: string | null = null) =>
    counts.find(
      (c) =>
        c.quiz === quiz && c.version === version && c.step === step && (step !== 'quiz_question_answered' || c.questionId === questionId),
    )?.runs ?? 0;
  const raw: Array<Omit<FunnelStep, 'dropOff'>> = [
    { key: 'started', label: 'Started', runs: runsOf('quiz_started') },
    ...questions.map((question, index) => ({
      key: `answered:${question.id}`,
      label: `Q${index + 1} ${question.text.en}${question.optional ? ' (optional)' : ''}`,
      runs: runsOf('quiz_question_answered', question.id),
    })),
    { key: 'completed', label: 'Completed', runs: runsOf('quiz_completed') },
    { key: 'routine_added', label: 'Routine added to cart', runs: runsOf('add_to_cart') },
    { key: 'ordered_7d', label: 'Ordered within 7 days', runs: orderedRuns },
  ];
  const steps = raw.map((step, index) => {
    const previous = index === 0 ? null : raw[index - 1]!.runs;
    return { ...step, dropOff: previous ? Math.max(0, 1 - step.runs / previous) : null };
  });
  const started = steps[0]!.runs;
  return { quiz, version, live, steps, completionRate: started ? runsOf('quiz_completed') / started : null };
}
