import { describe, it, expect } from 'vitest';
import { findRoutineProduct, routineProducts } from '../catalogue/routine-products.ts';
import type { RoutineProductId } from '../catalogue/routine-products.ts';
import {
  bodySkinQuestion,
  hairConcernQuestion,
  primaryConcernQuestion,
  scalpConcernQuestion,
  secondaryConcernQuestion,
  skinTypeQuestion,
  sunscreenQuestion,
} from './questions.ts';
import type {
  BodyConcern,
  HairConcern,
  QuizAnswers,
  QuizQuestion,
  ScalpConcern,
  SkinConcern,
  SkinType,
} from './questions.ts';
import {
  distinctProductIds,
  listRecommendations,
  recommend,
  recommendHaircare,
  recommendSkincare,
  resolveHaircareProfile,
  resolveSkincareProfile,
} from './recommend.ts';
import type { HaircareSlot, Recommendation, SkincareProfile, SkincareResult } from './recommend.ts';

/** Every answer id of a question plus `undefined` for "not answered". */
const choices = (question: QuizQuestion): (string | undefined)[] => [
  ...question.answers.map((answer) => answer.id),
  undefined,
];

/** Cartesian product of the questions' choices, as answer maps (unanswered keys left out). */
function everyCombination(questions: readonly QuizQuestion[]): QuizAnswers[] {
  let combos: Record<string, string>[] = [{}];
  for (const question of questions) {
    combos = combos.flatMap((combo) =>
      choices(question).map((answerId) => (answerId === undefined ? combo : { ...combo, [question.id]: answerId })),
    );
  }
  return combos;
}

const skincareQuestionList = [
  skinTypeQuestion,
  primaryConcernQuestion,
  secondaryConcernQuestion,
  sunscreenQuestion,
  bodySkinQuestion,
];
const skincareCombos = everyCombination(skincareQuestionList);
const haircareCombos = everyCombination([scalpConcernQuestion, hairConcernQuestion]);

const ids = (list: readonly Recommendation[]) => list.map((item) => item.productId);
const kindOf = (id: RoutineProductId) => findRoutineProduct(id)?.kind;

/** Expected cleanser (SPEC.md §9 + the decisions documented in recommend.ts). */
function expectedCleanser(skinType: SkinType, primary: SkinConcern): RoutineProductId {
  if (skinType === 'Oily' && primary !== 'Barrier Repair/Hydration') return 'clarifying-gel-cleanser';
  if (skinType === 'Combination' && primary !== 'Barrier Repair/Hydration') return 'balancing-foam-cleanser';
  return 'gentle-cream-cleanser';
}

function expectedMoisturiser(skinType: SkinType, primary: SkinConcern): RoutineProductId {
  if (primary === 'Anti-Wrinkle') return 'peptide-cream';
  if (primary === 'Barrier Repair/Hydration') return 'barrier-repair-cream';
  return skinType === 'Dry' || skinType === 'Sensitive' ? 'barrier-repair-cream' : 'lightweight-gel-cream';
}

const expectedMask: Record<SkinConcern, RoutineProductId> = {
  'Detox/Exfoliating': 'detox-clay-mask',
  Brightening: 'brightening-mask',
  'Barrier Repair/Hydration': 'barrier-repair-mask',
  'Anti-Wrinkle': 'barrier-repair-mask',
  'Eye Concerns': 'barrier-repair-mask',
};

const expectedBody: Record<BodyConcern, [RoutineProductId, RoutineProductId]> = {
  'Gentle/Sensitive': ['gentle-wash', 'urea-repair-lotion'],
  Exfoliating: ['exfoliating-wash', 'hydration-glow-lotion'],
  'Urea Repair': ['exfoliating-wash', 'urea-repair-lotion'],
  Hydration: ['gentle-wash', 'hydration-glow-lotion'],
};

const expectedShampoo: Record<ScalpConcern, RoutineProductId> = {
  'Anti-Hair Fall': 'caffeine-shampoo',
  Moisture: 'herbal-moisture-shampoo',
  'Clarifying/Balancing': 'clarifying-shampoo',
};

const expectedConditioner: Record<HairConcern, RoutineProductId> = {
  Repair: 'protein-conditioner',
  Strength: 'protein-conditioner',
  'Moisture/Frizz': 'moisture-frizz-conditioner',
  Shine: 'moisture-frizz-conditioner',
};

const expectedHairMask: Record<HairConcern, RoutineProductId> = {
  Repair: 'bond-repair-mask',
  Strength: 'bond-repair-mask',
  'Moisture/Frizz': 'hydration-boost-mask',
  Shine: 'hydration-boost-mask',
};

const describeCombo = (answers: QuizAnswers) => JSON.stringify(answers);

describe('resolveSkincareProfile', () => {
  it('takes SPEC.md §9 defaults when nothing is answered', () => {
    expect(resolveSkincareProfile({})).toEqual<SkincareProfile>({
      skinType: 'Normal',
      primaryConcern: 'Brightening',
      secondaryConcern: 'None',
      sunscreen: 'Hybrid SPF 50+',
      body: 'Hydration',
    });
  });

  it('treats unknown answer ids and inherited keys as unanswered', () => {
    const hostile = JSON.parse('{"skin-type":"greasy","__proto__":{"sunscreen":"mineral-spf30"}}') as QuizAnswers;
    expect(resolveSkincareProfile(hostile)).toEqual(resolveSkincareProfile({}));
    expect(resolveSkincareProfile({ toString: 'oily' })).toEqual(resolveSkincareProfile({}));
  });

  it('reads each answer through its mapping', () => {
    expect(
      resolveSkincareProfile({
        'skin-type': 'sensitive',
        'primary-concern': 'eye-concerns',
        'secondary-concern': 'detox',
        sunscreen: 'mineral-spf30',
        'body-skin': 'urea-repair',
      }),
    ).toEqual<SkincareProfile>({
      skinType: 'Sensitive',
      primaryConcern: 'Eye Concerns',
      secondaryConcern: 'Detox/Exfoliating',
      sunscreen: 'Mineral SPF 30',
      body: 'Urea Repair',
    });
  });
});

describe('recommendSkincare over every combination of answers', () => {
  it('walks all combinations, unanswered included', () => {
    // 6 skin-type choices × 6 primary × 7 secondary (5 concerns, None, skipped) × 3 sunscreen × 5 body.
    expect(skincareCombos).toHaveLength(6 * 6 * 7 * 3 * 5);
  });

  // One test per skin-type × primary-concern pair; the rule checks collect violations in plain
  // code (150k expect() calls would take ten seconds) and each violation names its combination.
  const groups = new Map<string, QuizAnswers[]>();
  for (const answers of skincareCombos) {
    const label = `${answers['skin-type'] ?? '(unanswered)'} + ${answers['primary-concern'] ?? '(unanswered)'}`;
    groups.set(label, [...(groups.get(label) ?? []), answers]);
  }
  for (const [label, combos] of groups) {
    it(`applies the rules to skin type + primary concern ${label} (${combos.length} combinations)`, () => {
      expect(combos.flatMap((answers) => skincareRuleViolations(answers))).toEqual([]);
    });
  }

  it('reports a broken rule (the checker is not vacuous)', () => {
    const answers = { 'primary-concern': 'eye-concerns' };
    const real = recommendSkincare(answers);
    const withoutEyeCream = { ...real, skincare: { ...real.skincare, pm: real.skincare.pm.filter((r) => r.productId !== 'eye-cream') } };
    expect(skincareRuleViolations(answers, withoutEyeCream).length).toBeGreaterThan(0);
    expect(skincareRuleViolations(answers, real)).toEqual([]);
  });
});

/** Every SPEC.md §9 skincare rule (and documented decision) the result for `answers` breaks. */
function skincareRuleViolations(answers: QuizAnswers, result: SkincareResult = recommendSkincare(answers)): string[] {
  const violations: string[] = [];
  const check = (ok: boolean, rule: string) => {
    if (!ok) violations.push(`${rule} — ${describeCombo(answers)}`);
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const profile = resolveSkincareProfile(answers);
  const { skinType, primaryConcern, secondaryConcern } = profile;
  const concerns = new Set<string>([primaryConcern, secondaryConcern]);
  const am = ids(result.skincare.am);
  const pm = ids(result.skincare.pm);
  const weekly = ids(result.skincare.weekly);

  const cleanser = expectedCleanser(skinType, primaryConcern);
  check(am[0] === cleanser && pm[0] === cleanser, `cleanser ${cleanser} first in AM and PM`);
  check(am.filter((id) => kindOf(id) === 'cleanser').length === 1, 'one cleanser in AM');
  check(pm.filter((id) => kindOf(id) === 'cleanser').length === 1, 'one cleanser in PM');
  if (skinType === 'Dry' || skinType === 'Sensitive' || skinType === 'Normal') {
    check(am[0] === 'gentle-cream-cleanser', 'one cleanser for Dry, Sensitive and Normal whatever the concern');
  }

  check(am.includes('vitamin-c-serum') === concerns.has('Brightening'), 'vitamin C serum in AM iff either concern is Brightening');
  check(!pm.includes('vitamin-c-serum'), 'no vitamin C serum in PM');
  check(pm.includes('anti-wrinkle-serum') === concerns.has('Anti-Wrinkle'), 'anti-wrinkle serum in PM iff either concern is Anti-Wrinkle');
  check(!am.includes('anti-wrinkle-serum'), 'no anti-wrinkle serum in AM');

  check(am.includes('eye-cream') === concerns.has('Eye Concerns'), 'eye cream in AM iff either concern is Eye Concerns');
  check(pm.includes('eye-cream') === concerns.has('Eye Concerns'), 'eye cream in PM iff either concern is Eye Concerns');

  const moisturiser = expectedMoisturiser(skinType, primaryConcern);
  check(same(am.filter((id) => kindOf(id) === 'moisturiser'), [moisturiser]), `moisturiser ${moisturiser} in AM`);
  check(same(pm.filter((id) => kindOf(id) === 'moisturiser'), [moisturiser]), `moisturiser ${moisturiser} in PM`);

  const sunscreen = profile.sunscreen === 'Mineral SPF 30' ? 'mineral-spf30' : 'hybrid-spf50';
  check(am.at(-1) === sunscreen, `sunscreen ${sunscreen} last in AM`);
  check(am.filter((id) => kindOf(id) === 'sunscreen').length === 1, 'one sunscreen in AM');
  check(!pm.some((id) => kindOf(id) === 'sunscreen'), 'no sunscreen in PM');

  check(same(weekly, [expectedMask[primaryConcern], 'enzyme-scrub']), 'weekly mask by primary concern, then the enzyme scrub');
  check(same(ids(result.bodycare), expectedBody[profile.body]), 'body wash and lotion by body answer');
  check(same(ids(result.lipcare), ['lip-repair-balm', 'lip-plump-balm']), 'both lip balms always');

  const amLength = 3 + Number(concerns.has('Brightening')) + Number(concerns.has('Eye Concerns'));
  const pmLength = 2 + Number(concerns.has('Anti-Wrinkle')) + Number(concerns.has('Eye Concerns'));
  check(am.length === amLength && pm.length === pmLength, 'nothing else in AM or PM');

  check([...am, ...pm, ...weekly].every((id) => findRoutineProduct(id)?.category === 'Skincare'), 'AM, PM, weekly are Skincare');
  check(ids(result.bodycare).every((id) => findRoutineProduct(id)?.category === 'Body Care'), 'bodycare is Body Care');
  check(ids(result.lipcare).every((id) => findRoutineProduct(id)?.category === 'Lip Care'), 'lipcare is Lip Care');

  const expectedConcerns =
    secondaryConcern === 'None' || secondaryConcern === primaryConcern ? [primaryConcern] : [primaryConcern, secondaryConcern];
  check(same(result.primaryConcerns, expectedConcerns), 'primary concerns: primary, then a distinct secondary unless None');

  for (const item of listRecommendations(result)) {
    const { en, de } = item.reason;
    check(en.trim() !== '' && de.trim() !== '' && en !== de, `reason of ${item.productId} in both languages`);
  }
  return violations;
}

describe('recommendSkincare defaults and the optional skip', () => {
  it('gives the same routine for no answers as for the SPEC.md §9 default answers', () => {
    const defaults = {
      'skin-type': 'normal',
      'primary-concern': 'brightening',
      'secondary-concern': 'none',
      sunscreen: 'hybrid-spf50',
      'body-skin': 'hydration',
    };
    expect(recommendSkincare({})).toEqual(recommendSkincare(defaults));
  });

  it('treats a skipped secondary concern exactly like the explicit None answer', () => {
    const base = { 'skin-type': 'dry', 'primary-concern': 'anti-wrinkle', sunscreen: 'mineral-spf30', 'body-skin': 'gentle' };
    expect(recommendSkincare(base)).toEqual(recommendSkincare({ ...base, 'secondary-concern': 'none' }));
    expect(recommendSkincare(base).primaryConcerns).toEqual(['Anti-Wrinkle']);
  });

  it('adds both serums when Brightening and Anti-Wrinkle are combined', () => {
    const result = recommendSkincare({ 'primary-concern': 'brightening', 'secondary-concern': 'anti-wrinkle' });
    expect(ids(result.skincare.am)).toContain('vitamin-c-serum');
    expect(ids(result.skincare.pm)).toContain('anti-wrinkle-serum');
    expect(result.primaryConcerns).toEqual(['Brightening', 'Anti-Wrinkle']);
  });

  it('words the serum reason differently for a primary and a secondary concern', () => {
    const asPrimary = recommendSkincare({ 'primary-concern': 'brightening' }).skincare.am[1];
    const asSecondary = recommendSkincare({ 'primary-concern': 'detox', 'secondary-concern': 'brightening' }).skincare.am[1];
    expect(asPrimary?.productId).toBe('vitamin-c-serum');
    expect(asSecondary?.productId).toBe('vitamin-c-serum');
    expect(asPrimary?.reason.en).not.toBe(asSecondary?.reason.en);
  });
});

describe('recommendHaircare over every combination of answers', () => {
  it('walks all combinations, unanswered included', () => {
    expect(haircareCombos).toHaveLength(4 * 5);
  });

  it('takes SPEC.md §9 defaults when nothing is answered', () => {
    expect(resolveHaircareProfile({})).toEqual({ scalp: 'Moisture', hair: 'Moisture/Frizz' });
    expect(recommendHaircare({})).toEqual(
      recommendHaircare({ 'scalp-concern': 'moisture', 'hair-concern': 'moisture-frizz' }),
    );
  });

  for (const answers of haircareCombos) {
    const { scalp, hair } = resolveHaircareProfile(answers);
    const result = recommendHaircare(answers);
    const bySlot = (slot: HaircareSlot) => result.haircare.filter((item) => item.slot === slot).map((item) => item.productId);

    it(`applies the rules to ${describeCombo(answers)}`, () => {
      expect(bySlot('shampoo')).toEqual([expectedShampoo[scalp]]);
      expect(bySlot('conditioner')).toEqual([expectedConditioner[hair]]);
      expect(bySlot('mask')).toEqual([expectedHairMask[hair]]);
      expect(bySlot('scalp')).toEqual(scalp === 'Anti-Hair Fall' ? ['scalp-growth-serum'] : []);
      expect(bySlot('leave-in')).toEqual(hair === 'Shine' || hair === 'Moisture/Frizz' ? ['leave-in-shine-serum'] : []);
      expect(result.haircare.map((item) => item.slot)).toEqual(
        ['shampoo', 'conditioner', 'mask', 'scalp', 'leave-in'].filter((slot) => bySlot(slot as HaircareSlot).length > 0),
      );
      expect(result.primaryConcerns).toEqual([scalp, hair]);
      for (const item of result.haircare) {
        expect(findRoutineProduct(item.productId)?.category).toBe('Haircare');
        expect(item.reason.en.trim()).not.toBe('');
        expect(item.reason.de.trim()).not.toBe('');
        expect(item.reason.de).not.toBe(item.reason.en);
      }
    });
  }
});

describe('the routine product list covers the engine', () => {
  const emitted = new Set<string>();
  for (const answers of skincareCombos) for (const id of distinctProductIds(recommendSkincare(answers))) emitted.add(id);
  for (const answers of haircareCombos) for (const id of distinctProductIds(recommendHaircare(answers))) emitted.add(id);

  it('lists every product id the engine can emit', () => {
    for (const id of emitted) expect(findRoutineProduct(id), id).toBeDefined();
  });

  it('has no product that no combination of answers recommends', () => {
    expect([...emitted].sort()).toEqual(routineProducts.map((product) => product.id).sort());
  });
});

describe('distinctProductIds', () => {
  it('counts a product once even when it appears in AM and PM', () => {
    const result = recommendSkincare({ 'primary-concern': 'eye-concerns', 'secondary-concern': 'anti-wrinkle' });
    const all = ids(listRecommendations(result));
    const distinct = distinctProductIds(result);
    expect(all.filter((id) => id === 'eye-cream')).toHaveLength(2);
    expect(distinct.filter((id) => id === 'eye-cream')).toHaveLength(1);
    expect(new Set(distinct).size).toBe(distinct.length);
    expect(new Set(distinct)).toEqual(new Set(all));
  });

  it('lists the complete default skincare routine in display order', () => {
    expect(distinctProductIds(recommendSkincare({}))).toEqual([
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

  it('works on haircare results', () => {
    expect(distinctProductIds(recommendHaircare({ 'scalp-concern': 'anti-hair-fall', 'hair-concern': 'shine' }))).toEqual([
      'caffeine-shampoo',
      'moisture-frizz-conditioner',
      'hydration-boost-mask',
      'scalp-growth-serum',
      'leave-in-shine-serum',
    ]);
  });
});

describe('recommend', () => {
  it('dispatches by quiz', () => {
    expect(recommend('skincare', {}).quiz).toBe('skincare');
    expect(recommend('haircare', {}).quiz).toBe('haircare');
    expect(recommend('haircare', {})).toEqual(recommendHaircare({}));
  });
});
