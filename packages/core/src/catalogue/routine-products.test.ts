import { describe, it, expect } from 'vitest';
import {
  findRoutineProduct,
  isRoutineProductId,
  routineProductCategorySchema,
  routineProductKindSchema,
  routineProducts,
} from './routine-products.ts';

describe('routineProducts', () => {
  it('uses unique, readable kebab-case slugs', () => {
    const ids = routineProducts.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices every product in positive integer cents and names it', () => {
    for (const product of routineProducts) {
      expect(Number.isInteger(product.priceCents), product.id).toBe(true);
      expect(product.priceCents, product.id).toBeGreaterThan(0);
      expect(product.name.trim(), product.id).not.toBe('');
      expect(routineProductCategorySchema.safeParse(product.category).success, product.id).toBe(true);
      expect(routineProductKindSchema.safeParse(product.kind).success, product.id).toBe(true);
    }
  });

  it.each([
    ['exfoliating-wash', 2499, 'Body Care'],
    ['gentle-wash', 2299, 'Body Care'],
    ['vitamin-c-serum', 3499, 'Skincare'],
    ['anti-wrinkle-serum', 3999, 'Skincare'],
    ['barrier-repair-cream', 2999, 'Skincare'],
    ['peptide-cream', 3299, 'Skincare'],
    ['mineral-spf30', 2699, 'Skincare'],
    ['hybrid-spf50', 2899, 'Skincare'],
    ['urea-repair-lotion', 2799, 'Body Care'],
    ['hydration-glow-lotion', 2599, 'Body Care'],
    ['lip-repair-balm', 1299, 'Lip Care'],
    ['lip-plump-balm', 1499, 'Lip Care'],
    ['caffeine-shampoo', 2899, 'Haircare'],
    ['herbal-moisture-shampoo', 2699, 'Haircare'],
    ['protein-conditioner', 2499, 'Haircare'],
    ['moisture-frizz-conditioner', 2499, 'Haircare'],
    ['bond-repair-mask', 3299, 'Haircare'],
    ['hydration-boost-mask', 3099, 'Haircare'],
    ['scalp-growth-serum', 3899, 'Haircare'],
    ['leave-in-shine-serum', 2999, 'Haircare'],
  ])('keeps the docs/product.md §9 price of %s (%i cents, %s)', (id, priceCents, category) => {
    expect(findRoutineProduct(id)).toMatchObject({ priceCents, category });
  });

  it('finds products by slug and nothing else', () => {
    expect(findRoutineProduct('peptide-cream')?.name).toBe('Peptide Cream');
    expect(findRoutineProduct('Peptide Cream')).toBeUndefined();
    expect(findRoutineProduct('__proto__')).toBeUndefined();
    expect(isRoutineProductId('enzyme-scrub')).toBe(true);
    expect(isRoutineProductId('toString')).toBe(false);
  });
});
