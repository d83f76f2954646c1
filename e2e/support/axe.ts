import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page (or inside the `within` selector), one
 * line each: `label: rule (impact) — the elements`. Journeys collect them across pages and
 * expect none, so one failure lists every problem at once.
 */
export async function seriousAxeProblems(page: Page, label: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${label}: ${violation.id} (${violation.impact}) — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
