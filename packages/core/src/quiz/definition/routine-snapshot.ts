/**
 * The compact form default-routines.snapshot.json stores the hand-written engine's answers in, so
 * the snapshot stays small: every recommendation (product and reason) once, in a table, and per
 * result one line naming each section's recommendations by their row.
 */
import type { QuizResult, Recommendation } from '../recommend.ts';

/** The distinct recommendations, each once; a compact result refers to them by row. */
export type RecommendationTable = Recommendation[];

function rowOf(table: RecommendationTable, item: Recommendation, grow: boolean): number {
  const row = table.findIndex(
    (known) => known.productId === item.productId && known.reason.en === item.reason.en && known.reason.de === item.reason.de,
  );
  if (row >= 0 || !grow) return row;
  table.push({ productId: item.productId, reason: { en: item.reason.en, de: item.reason.de } });
  return table.length - 1;
}

/**
 * `result` as one line, e.g. `0.4.9.11|0.5.9|20.24|27.29|31.32|Brightening` for skincare (AM, PM,
 * weekly, body care, lip care, concerns) or `shampoo:40 conditioner:43|Moisture,Repair` for
 * haircare. With `grow` a recommendation not yet in `table` is added; without, it is written as
 * row -1, which no snapshot line holds.
 */
export function compactResult(result: QuizResult, table: RecommendationTable, grow = false): string {
  const rows = (items: readonly Recommendation[]) => items.map((item) => rowOf(table, item, grow)).join('.');
  const sections =
    result.quiz === 'skincare'
      ? [result.skincare.am, result.skincare.pm, result.skincare.weekly, result.bodycare, result.lipcare].map(rows)
      : [result.haircare.map((item) => `${item.slot}:${rowOf(table, item, grow)}`).join(' ')];
  return [...sections, result.primaryConcerns.join(',')].join('|');
}
