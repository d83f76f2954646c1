import { describe, expect, it } from 'vitest';
import { type SearchableProduct, searchProducts, searchScore } from './product-search.ts';

const product = (name: string, fields: Partial<SearchableProduct> = {}): SearchableProduct => ({
  name,
  description: '',
  category: 'Skincare',
  benefits: [],
  ingredients: [],
  skinTypes: [],
  skinConcerns: [],
  ...fields,
});

const catalogue = [
  product('Dry Shampoo Powder', { category: 'Haircare', description: 'Soaks up oil at the roots.' }),
  product('Barrier Repair Cream', { skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness', 'redness'] }),
  product('Clarifying Gel Cleanser', { description: 'Keeps shine and breakouts in check.', skinTypes: ['oily'] }),
  product('Spot Gel', { skinConcerns: ['acne'], ingredients: ['Salicylic Acid'] }),
  product('Urea Repair Lotion', { category: 'Body Care', benefits: ['Softens dry, rough skin'] }),
  product('Daily Fluid SPF 30', { benefits: ['Broad-spectrum sun protection'] }),
  product('Herbal Moisture Shampoo', { category: 'Haircare' }),
  product('Rose Eye Cream', { skinConcerns: ['dark-circles'] }),
];
const names = (query: string) => searchProducts(catalogue, query).map((p) => p.name);

describe('searchProducts', () => {
  it.each([
    ['dry skin', ['Barrier Repair Cream', 'Urea Repair Lotion']],
    ['acne', ['Spot Gel', 'Clarifying Gel Cleanser']],
    ['breakouts', ['Spot Gel', 'Clarifying Gel Cleanser']],
    ['moisturizer', ['Barrier Repair Cream', 'Urea Repair Lotion', 'Rose Eye Cream']],
    ['moisturiser', ['Barrier Repair Cream', 'Urea Repair Lotion', 'Rose Eye Cream']],
    ['sunscreen', ['Daily Fluid SPF 30']],
    ['spf', ['Daily Fluid SPF 30']],
    ['salicylic', ['Spot Gel']],
    ['body care', ['Urea Repair Lotion']],
    ['haircare', ['Dry Shampoo Powder', 'Herbal Moisture Shampoo']],
    ['sensitive skin', ['Barrier Repair Cream']],
    ['dark circles', ['Rose Eye Cream']],
  ])('%s finds %j, best first', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('finds a longer word inside another ("care" in "Skincare"), a short one only at the start of a word', () => {
    expect(names('care')).toHaveLength(catalogue.length);
    expect(names('oil')).toEqual(['Clarifying Gel Cleanser', 'Dry Shampoo Powder']);
    expect(names('ray')).toEqual([]);
  });

  it('needs every word of the query: "dry skin" leaves out the dry shampoo', () => {
    expect(names('dry skin')).not.toContain('Dry Shampoo Powder');
    expect(names('dry')).toContain('Dry Shampoo Powder');
  });

  it('ignores case, accents, punctuation and filler words', () => {
    expect(names('  CREAM for Dry-Skín! ')).toEqual(names('cream dry skin'));
  });

  it('ranks a match in the name above one in the description', () => {
    expect(searchScore(product('Oil', { description: 'x' }), 'oil')).toBeGreaterThan(
      searchScore(product('X', { description: 'oil' }), 'oil'),
    );
  });

  it('ranks a product about the word in several places above one that only carries the tag', () => {
    const tagged = product('Lip Mask', { skinTypes: ['dry'] });
    const about = product('Shea Butter', { skinTypes: ['dry'], benefits: ['Soothes dry skin'], description: 'For very dry skin.' });
    expect(searchProducts([tagged, about], 'dry skin').map((p) => p.name)).toEqual(['Shea Butter', 'Lip Mask']);
  });

  it('gives the whole query found in the name a bonus', () => {
    expect(names('eye cream')[0]).toBe('Rose Eye Cream');
    expect(searchScore(catalogue[7]!, 'eye cream')).toBeGreaterThan(searchScore(catalogue[7]!, 'cream eye'));
  });

  it('returns everything, in order, for an empty or blank query, and nothing for an unknown word', () => {
    expect(searchProducts(catalogue, '   ')).toEqual(catalogue);
    expect(names('zzzz')).toEqual([]);
  });
});
