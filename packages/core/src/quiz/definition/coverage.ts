/**
 * The coverage check (decision 025): before a definition is published, every way of answering it is
 * evaluated, so the owner sees the routine each gets and the shop proves no shopper can reach a
 * broken one. Errors block publishing; warnings are shown and do not.
 */
import type { QuizAnswers } from '../questions.ts';
import { everyWayOfAnswering } from './combinations.ts';
import { type SlotPick, pickProducts, resolveAnswers } from './evaluate.ts';
import type { QuizDefinition } from './schema.ts';

/** What the check needs to know of the live catalogue about a product id. */
export interface CatalogueEntry {
  readonly inStock: boolean;
}

/** The catalogue as the check sees it: product id → entry; a missing id is a product that does not exist. */
export type CatalogueView = ReadonlyMap<string, CatalogueEntry>;

/** One finding, with where in the definition it is (a path as zod reports one). */
export interface CoverageProblem {
  readonly code: 'unknown-product' | 'empty-required-section' | 'missing-text' | 'out-of-stock' | 'unreachable-rule';
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** One way of answering and the routine it gets. */
export interface CoveredCombination {
  readonly answers: QuizAnswers;
  readonly picks: readonly SlotPick[];
}

/** The whole check: every combination's routine, and what blocks or merely warns. */
export interface CoverageReport {
  readonly combinations: readonly CoveredCombination[];
  readonly errors: readonly CoverageProblem[];
  readonly warnings: readonly CoverageProblem[];
}

const isBlank = (text: string) => text.trim() === '';

function missingTexts(definition: QuizDefinition): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const check = (text: { en: string; de: string }, path: (string | number)[], what: string) => {
    for (const language of ['en', 'de'] as const) {
      if (isBlank(text[language]))
        problems.push({ code: 'missing-text', path: [...path, language], message: `${what} has no ${language} text` });
    }
  };
  for (const [questionIndex, question] of definition.questions.entries()) {
    check(question.text, ['questions', questionIndex, 'text'], `question '${question.id}'`);
    for (const [answerIndex, answer] of question.answers.entries()) {
      check(answer.text, ['questions', questionIndex, 'answers', answerIndex, 'text'], `answer '${answer.id}' of '${question.id}'`);
    }
  }
  for (const [sectionIndex, section] of definition.sections.entries()) {
    for (const [slotIndex, slot] of section.slots.entries()) {
      for (const [ruleIndex, rule] of slot.rules.entries()) {
        const path = ['sections', sectionIndex, 'slots', slotIndex, 'rules', ruleIndex, 'reason'];
        check(rule.reason, path, `the reason for '${rule.product}' in ${section.id}/${slot.id}`);
      }
    }
  }
  return problems;
}

/**
 * Checks `definition` against `catalogue`. Errors: a rule names a product that does not exist, a
 * required section is empty for some way of answering, a text is missing in a language. Warnings:
 * a product a rule names is out of stock, a rule no way of answering reaches (its product is then
 * never recommended from there).
 */
export function checkCoverage(definition: QuizDefinition, catalogue: CatalogueView): CoverageReport {
  const errors: CoverageProblem[] = [...missingTexts(definition)];
  const warnings: CoverageProblem[] = [];

  const combinations = everyWayOfAnswering(definition).map((answers) => ({
    answers,
    picks: pickProducts(definition, resolveAnswers(definition, answers)),
  }));

  for (const [sectionIndex, section] of definition.sections.entries()) {
    if (!section.required) continue;
    const empty = combinations.filter((combination) => !combination.picks.some((pick) => pick.section === section.id));
    const [first] = empty;
    if (first) {
      errors.push({
        code: 'empty-required-section',
        path: ['sections', sectionIndex],
        message: `section '${section.id}' is empty for ${empty.length} way(s) of answering, e.g. ${JSON.stringify(first.answers)}`,
      });
    }
  }

  const reached = new Set<string>();
  for (const combination of combinations) {
    for (const pick of combination.picks) reached.add(`${pick.section}/${pick.slot}/${pick.ruleIndex}`);
  }
  for (const [sectionIndex, section] of definition.sections.entries()) {
    for (const [slotIndex, slot] of section.slots.entries()) {
      for (const [ruleIndex, rule] of slot.rules.entries()) {
        const path = ['sections', sectionIndex, 'slots', slotIndex, 'rules', ruleIndex];
        const where = `${section.id}/${slot.id}`;
        const entry = catalogue.get(rule.product);
        if (!entry) errors.push({ code: 'unknown-product', path, message: `no product '${rule.product}' (${where})` });
        else if (!entry.inStock) warnings.push({ code: 'out-of-stock', path, message: `'${rule.product}' is out of stock (${where})` });
        if (!reached.has(`${section.id}/${slot.id}/${ruleIndex}`)) {
          warnings.push({
            code: 'unreachable-rule',
            path,
            message: `no way of answering reaches the rule for '${rule.product}' (${where})`,
          });
        }
      }
    }
  }
  return { combinations, errors, warnings };
}
