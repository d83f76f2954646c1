import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/data/testing/product-fixtures';
import { filterProducts, productCategories, sortProducts, toShopSort } from './filter-products';

const products = [
  makeProduct({ id: 'a', name: 'Vitamin C Serum', category: 'Skincare', description: 'Brightening.' }),
  makeProduct({
    id: 'b',
    name: 'Oat Wash',
    category: 'Body Care',
    description: 'Calms DRY skin.',
    skinTypes: ['dry'],
    skinConcerns: ['redness'],
  }),
  makeProduct({ id: 'c', name: 'Repair Balm', category: 'Lip Care', description: 'Shea and vitamin E.', skinTypes: ['dry', 'sensitive'] }),
];

describe('shop filtering (docs/product.md §9)', () => {
  it('lists the distinct categories alphabetically', () => {
    expect(productCategories([...products, makeProduct({ id: 'd', category: 'Skincare' })])).toEqual(['Body Care', 'Lip Care', 'Skincare']);
  });

  it.each([
    [{}, ['a', 'b', 'c']],
    [{ query: 'vitamin' }, ['a', 'c']],
    [{ query: '  VITAMIN ', category: 'Lip Care' }, ['c']],
    [{ query: 'dry' }, ['b', 'c']],
    [{ query: 'lip care' }, ['c']],
    [{ category: 'Body Care' }, ['b']],
    [{ query: 'serum', category: 'Body Care' }, []],
    [{ type: 'dry' }, ['b', 'c']],
    [{ type: 'dry', concern: 'redness' }, ['b']],
    [{ query: 'balm', type: 'sensitive' }, ['c']],
    [{ concern: 'acne' }, []],
  ])('%j → %j', (selection, ids) => {
    expect(filterProducts(products, { query: '', category: '', type: '', concern: '', ...selection }).map((p) => p.id)).toEqual(ids);
  });
});

describe('shop sorting', () => {
  const catalogue = [
    makeProduct({ id: 'old-cheap', price: 8, createdAt: '2026-01-01T00:00:00.000Z' }),
    makeProduct({ id: 'new-dear', price: 40, createdAt: '2026-03-01T00:00:00.000Z' }),
    makeProduct({ id: 'mid-best', price: 20, isBestseller: true, createdAt: '2026-02-01T00:00:00.000Z' }),
    makeProduct({ id: 'newer-cheap', price: 8, createdAt: '2026-02-15T00:00:00.000Z' }),
  ];

  it.each([
    ['newest', ['new-dear', 'newer-cheap', 'mid-best', 'old-cheap']],
    ['price-asc', ['newer-cheap', 'old-cheap', 'mid-best', 'new-dear']],
    ['price-desc', ['new-dear', 'mid-best', 'newer-cheap', 'old-cheap']],
    ['bestsellers', ['mid-best', 'new-dear', 'newer-cheap', 'old-cheap']],
  ] as const)('%s → %j (ties newest first)', (sort, ids) => {
    expect(sortProducts(catalogue, sort).map((p) => p.id)).toEqual(ids);
  });

  it('reads an unknown or missing ?sort= as newest', () => {
    expect(toShopSort('cheapest')).toBe('newest');
    expect(toShopSort(null)).toBe('newest');
    expect(toShopSort('price-desc')).toBe('price-desc');
  });

  it('orders by best match while searching, and never without a query', () => {
    expect(toShopSort(null, true)).toBe('relevance');
    expect(toShopSort('price-asc', true)).toBe('price-asc');
    expect(toShopSort('relevance')).toBe('newest');
  });
});
