import type { Product } from '@/data/products';

/** Fields of a products document as the server stores it, with sensible defaults. */
export function productFields(overrides: Record<string, unknown> & { $id: string }): Record<string, unknown> & { $id: string } {
  return {
    name: 'Rosehip Glow Serum',
    price: 34.99,
    description: 'A light facial serum with cold-pressed rosehip oil.',
    category: 'Skincare',
    stock: 12,
    isNew: false,
    isBestseller: false,
    originalPrice: null,
    benefits: ['Brightens', 'Evens tone', 'Softens lines'],
    ingredients: ['Rosa Canina Fruit Oil', 'Tocopherol'],
    imageFileId: `${overrides.$id}-image`,
    ...overrides,
  };
}

/** A Product as the web app holds it, for component tests that skip the data layer. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'rosehip-serum',
    name: 'Rosehip Glow Serum',
    price: 34.99,
    description: 'A light facial serum with cold-pressed rosehip oil.',
    category: 'Skincare',
    stock: 12,
    isNew: false,
    isBestseller: false,
    ratingCount: 0,
    ratingSum: 0,
    originalPrice: null,
    benefits: ['Brightens', 'Evens tone', 'Softens lines'],
    ingredients: ['Rosa Canina Fruit Oil', 'Tocopherol'],
    imageFileId: 'rosehip-image',
    imageUrl: null,
    skinTypes: [],
    skinConcerns: [],
    createdAt: '2025-01-01T00:00:00.000+00:00',
    ...overrides,
  };
}
