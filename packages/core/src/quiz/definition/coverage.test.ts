import { describe, expect, it } from 'vitest';
import { routineProducts } from '../../catalogue/routine-products.ts';
import { type CatalogueView, checkCoverage } from './coverage.ts';
import { defaultDefinitions } from './defaults.ts';
import { draftOf, withoutProduct } from './drafts.ts';
import type { SkincareDefinition } from './schema.ts';

const wholeCatalogue: CatalogueView = new Map(routineProducts.map((product) => [product.id, { inStock: true }]));
const codes = (problems: readonly { code: string }[]) => problems.map((problem) => problem.code);

/** A copy of the default skincare definition to break on purpose. */
const skincareDraft = (): SkincareDefinition => draftOf(defaultDefinitions.skincare);
const slotOf = (draft: SkincareDefinition, section: string, slot: string) => {
  const found = draft.sections.find((candidate) => candidate.id === section)?.slots.find((candidate) => candidate.id === slot);
  if (!found) throw new Error(`no slot ${section}/${slot}`);
  return found;
};

describe('checkCoverage', () => {
  it('reports an empty required section when a retired product was all a slot could give', () => {
    const report = checkCoverage(withoutProduct(defaultDefinitions.skincare, 'lip-repair-balm'), wholeCatalogue);
    expect(report.errors).toEqual([]);
    const retiredBoth = withoutProduct(withoutProduct(defaultDefinitions.skincare, 'lip-repair-balm'), 'lip-plump-balm');
    expect(codes(checkCoverage(retiredBoth, wholeCatalogue).errors)).toEqual(['empty-required-section']);
  });

  it('passes the default quizzes against the seeded catalogue, listing every way of answering', () => {
    const skincare = checkCoverage(defaultDefinitions.skincare, wholeCatalogue);
    expect(skincare.errors).toEqual([]);
    expect(skincare.warnings).toEqual([]);
    expect(skincare.combinations).toHaveLength(3780);
    const haircare = checkCoverage(defaultDefinitions.haircare, wholeCatalogue);
    expect(haircare.errors).toEqual([]);
    expect(haircare.warnings).toEqual([]);
    expect(haircare.combinations[0]?.picks.map((pick) => pick.productId)).toEqual([
      'herbal-moisture-shampoo',
      'moisture-frizz-conditioner',
      'hydration-boost-mask',
      'leave-in-shine-serum',
    ]);
  });

  it('reports a rule naming a product the catalogue does not have as an error', () => {
    const draft = skincareDraft();
    const rule = slotOf(draft, 'am', 'brightening-serum').rules[0];
    if (rule) rule.product = 'retired-serum';
    const report = checkCoverage(draft, wholeCatalogue);
    expect(codes(report.errors)).toEqual(['unknown-product']);
    expect(report.errors[0]?.path).toEqual(['sections', 0, 'slots', 1, 'rules', 0]);
  });

  it('reports a required section that some answers leave empty as an error', () => {
    const draft = skincareDraft();
    slotOf(draft, 'lipcare', 'lip-balm').rules = [];
    const tint = slotOf(draft, 'lipcare', 'lip-tint');
    tint.rules = tint.rules.map((rule) => ({ ...rule, when: [{ op: 'equals', question: 'skin-type', answer: 'oily' }] }));
    const report = checkCoverage(draft, wholeCatalogue);
    expect(codes(report.errors)).toEqual(['empty-required-section']);
    expect(report.errors[0]?.message).toContain('3150 way(s)');
  });

  it('reports a text missing in one language as an error', () => {
    const draft = skincareDraft();
    const answer = draft.questions[0]?.answers[1];
    if (answer) answer.text = { ...answer.text, de: ' ' };
    const report = checkCoverage(draft, wholeCatalogue);
    expect(codes(report.errors)).toEqual(['missing-text']);
    expect(report.errors[0]?.path).toEqual(['questions', 0, 'answers', 1, 'text', 'de']);
  });

  it('warns, without an error, about an out-of-stock product and a rule no answer reaches', () => {
    const draft = skincareDraft();
    const exfoliant = slotOf(draft, 'weekly', 'exfoliant');
    const fallback = exfoliant.rules[1];
    if (fallback) exfoliant.rules.push({ ...fallback, product: 'detox-clay-mask' });
    const catalogue: CatalogueView = new Map([...wholeCatalogue, ['vitamin-c-serum', { inStock: false }]]);
    const report = checkCoverage(draft, catalogue);
    expect(report.errors).toEqual([]);
    expect(codes(report.warnings)).toEqual(['out-of-stock', 'out-of-stock', 'unreachable-rule']);
  });
});
