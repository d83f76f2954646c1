// Every way of answering is compared with the hand-written engine's answers in
// definition/default-routines.test.ts; these pin the behaviours docs/product.md §9 names.
import { describe, it, expect } from 'vitest';
import { findRoutineProduct, routineProducts } from '../catalogue/routine-products.ts';
import { everyWayOfAnswering } from './definition/combinations.ts';
import { defaultDefinitions } from './definition/defaults.ts';
import type { QuizAnswers } from './questions.ts';
import { distinctProductIds, listRecommendations, recommend } from './recommend.ts';
import type { Recommendation } from './recommend.ts';

const ids = (list: readonly Recommendation[]) => list.map((item) => item.productId);

describe('recommend on the default skincare quiz', () => {
  it('gives the same routine for no answers as for the docs/product.md §9 default answers', () => {
    const defaults = {
      'skin-type': 'normal',
      'primary-concern': 'brightening',
      'secondary-concern': 'none',
      sunscreen: 'hybrid-spf50',
      'body-skin': 'hydration',
    };
    expect(recommend('skincare', {})).toEqual(recommend('skincare', defaults));
  });

  it('treats unknown answer ids and inherited keys as unanswered', () => {
    const hostile = JSON.parse('{"skin-type":"greasy","__proto__":{"sunscreen":"mineral-spf30"}}') as QuizAnswers;
    expect(recommend('skincare', hostile)).toEqual(recommend('skincare', {}));
    expect(recommend('skincare', { toString: 'oily' })).toEqual(recommend('skincare', {}));
  });

  it('treats a skipped secondary concern exactly like the explicit None answer', () => {
    const base = { 'skin-type': 'dry', 'primary-concern': 'anti-wrinkle', sunscreen: 'mineral-spf30', 'body-skin': 'gentle' };
    expect(recommend('skincare', base)).toEqual(recommend('skincare', { ...base, 'secondary-concern': 'none' }));
    expect(recommend('skincare', base).primaryConcerns).toEqual(['Anti-Wrinkle']);
  });

  it('adds both serums when Brightening and Anti-Wrinkle are combined', () => {
    const result = recommend('skincare', { 'primary-concern': 'brightening', 'secondary-concern': 'anti-wrinkle' });
    expect(ids(result.skincare.am)).toContain('vitamin-c-serum');
    expect(ids(result.skincare.pm)).toContain('anti-wrinkle-serum');
    expect(result.primaryConcerns).toEqual(['Brightening', 'Anti-Wrinkle']);
  });

  it('words the serum reason differently for a primary and a secondary concern', () => {
    const asPrimary = recommend('skincare', { 'primary-concern': 'brightening' }).skincare.am[1];
    const asSecondary = recommend('skincare', { 'primary-concern': 'detox', 'secondary-concern': 'brightening' }).skincare.am[1];
    expect(asPrimary?.productId).toBe('vitamin-c-serum');
    expect(asSecondary?.productId).toBe('vitamin-c-serum');
    expect(asPrimary?.reason.en).not.toBe(asSecondary?.reason.en);
  });

  it('refuses a definition of the other quiz', () => {
    expect(() => recommend('skincare', {}, defaultDefinitions.haircare)).toThrow();
  });
});

describe('recommend on the default haircare quiz', () => {
  it('takes docs/product.md §9 defaults when nothing is answered', () => {
    expect(recommend('haircare', {})).toEqual(recommend('haircare', { 'scalp-concern': 'moisture', 'hair-concern': 'moisture-frizz' }));
    expect(recommend('haircare', {}).primaryConcerns).toEqual(['Moisture', 'Moisture/Frizz']);
  });

  it('adds the scalp serum for hair fall and the leave-in for shine, in slot order', () => {
    const result = recommend('haircare', { 'scalp-concern': 'anti-hair-fall', 'hair-concern': 'shine' });
    expect(result.haircare.map((item) => item.slot)).toEqual(['shampoo', 'conditioner', 'mask', 'scalp', 'leave-in']);
  });
});

describe('the routine product list covers the default quizzes', () => {
  const emitted = new Set<string>();
  for (const quiz of ['skincare', 'haircare'] as const) {
    for (const answers of everyWayOfAnswering(defaultDefinitions[quiz])) {
      for (const id of distinctProductIds(recommend(quiz, answers))) emitted.add(id);
    }
  }

  it('lists every product id the quizzes can recommend, and none they never do', () => {
    for (const id of emitted) expect(findRoutineProduct(id), id).toBeDefined();
    expect([...emitted].sort()).toEqual(routineProducts.map((product) => product.id).sort());
  });
});

describe('distinctProductIds', () => {
  it('counts a product once even when it appears in AM and PM', () => {
    const result = recommend('skincare', { 'primary-concern': 'eye-concerns', 'secondary-concern': 'anti-wrinkle' });
    const all = ids(listRecommendations(result));
    const distinct = distinctProductIds(result);
    expect(all.filter((id) => id === 'eye-cream')).toHaveLength(2);
    expect(distinct.filter((id) => id === 'eye-cream')).toHaveLength(1);
    expect(new Set(distinct)).toEqual(new Set(all));
  });

  it('lists the complete default skincare routine in display order', () => {
    expect(distinctProductIds(recommend('skincare', {}))).toEqual([
      'gentle-cream-cleanser',
      'vitamin-c-serum',
      'lightweight-gel-cream',
      'hybrid-spf50',
      'brightening-mask',
      'enzyme-scrub',
      'gentle-wash',
      'hydration-glow-lotion',
      'lip-repair-balm',
      'lip-plump-balm',
    ]);
  });
});
