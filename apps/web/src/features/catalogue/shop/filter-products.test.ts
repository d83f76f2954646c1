import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/data/testing/product-fixtures';
import { filterProducts, productCategories } from './filter-products';

const products = [
  makeProduct({ id: 'a', name: 'Vitamin C Serum', category: 'Skincare', description: 'Brightening.' }),
  makeProduct({ id: 'b', name: 'Oat Wash', category: 'Body Care', description: 'Calms DRY skin.' }),
  makeProduct({ id: 'c', name: 'Repair Balm', category: 'Lip Care', description: 'Shea and vitamin E.' }),
];

describe('shop filtering (docs/product.md §9)', () => {
  it('lists the distinct categories alphabetically', () => {
    expect(productCategories([...products, makeProduct({ id: 'd', category: 'Skincare' })])).toEqual(['Body Care', 'Lip Care', 'Skincare']);
  });

  it.each([
    ['', '', ['a', 'b', 'c']],
    ['vitamin', '', ['a', 'c']],
    ['  VITAMIN ', 'Lip Care', ['c']],
    ['dry', '', ['b']],
    ['lip care', '', ['c']],
    ['', 'Body Care', ['b']],
    ['serum', 'Body Care', []],
  ])('query %j in category %j → %j', (query, category, ids) => {
    expect(filterProducts(products, { query, category }).map((p) => p.id)).toEqual(ids);
  });
});
