import { describe, expect, it } from 'vitest';
import { routineProducts } from '@pura/core/catalogue/routine-products';
import { catalogueProducts } from '../../src/shop/seed/catalogue-content.ts';
import { catalogueSeedPlan } from '../../src/shop/seed/catalogue-seed-plan.ts';
import type { AttributeDeclaration } from '@pura/core/collections/declaration-types';
import { products as productsDeclaration } from '@pura/core/collections/products';
import { artworkPalette, artworkShapes } from '../../src/shop/seed/product-artwork.ts';
import { catalogueSkinTags } from '../../src/shop/seed/catalogue-skin-tags.ts';

// Appwrite custom ids: up to 36 chars of a-z, A-Z, 0-9, period, hyphen, underscore; no leading special char.
const APPWRITE_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

// Whole-word INCI names (and their plain-English forms) that come from animals.
const ANIMAL_DERIVED = [
  'cera alba',
  'cera flava',
  'beeswax',
  'lanolin',
  'lanolin alcohol',
  'adeps lanae',
  'carmine',
  'ci 75470',
  'cochineal',
  'mel',
  'honey',
  'propolis',
  'royal jelly',
  'collagen',
  'keratin',
  'elastin',
  'silk',
  'sericin',
  'snail secretion filtrate',
  'lactis',
  'milk',
  'casein',
  'whey',
  'ovum',
  'egg',
  'gelatin',
  'guanine',
  'shellac',
  'tallow',
  'chitosan',
  'musk',
  'civet',
  'castoreum',
  'ambergris',
  'placenta',
  'squalene',
  'shark',
  'mink oil',
  'emu oil',
  'cholesterol',
];

function animalDerivedTerm(ingredient: string): string | undefined {
  const lower = ingredient.toLowerCase();
  return ANIMAL_DERIVED.find((term) => new RegExp(`\\b${term}\\b`).test(lower));
}

describe('demo catalogue content', () => {
  it('has at least 30 products across the four shop categories', () => {
    expect(catalogueProducts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(catalogueProducts.map((p) => p.category))).toEqual(new Set(['Skincare', 'Body Care', 'Lip Care', 'Haircare']));
  });

  it('contains every routine product with the identical id, name, category and price', () => {
    for (const routine of routineProducts) {
      const product = catalogueProducts.find((p) => p.id === routine.id);
      expect(product, routine.id).toBeDefined();
      expect({ id: product?.id, name: product?.name, category: product?.category, priceCents: product?.priceCents }).toEqual({
        id: routine.id,
        name: routine.name,
        category: routine.category,
        priceCents: routine.priceCents,
      });
    }
  });

  it('uses unique ids that are valid Appwrite document and file ids', () => {
    const ids = catalogueProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(APPWRITE_ID);
  });

  it('prices everything in positive integer cents', () => {
    for (const p of catalogueProducts) {
      expect(Number.isSafeInteger(p.priceCents), p.id).toBe(true);
      expect(p.priceCents, p.id).toBeGreaterThan(0);
    }
  });

  it('has exactly one sold-out and one unlimited product, a few low-stock ones, the rest stocked', () => {
    expect(catalogueProducts.filter((p) => p.stock === 0)).toHaveLength(1);
    expect(catalogueProducts.filter((p) => p.stock === null)).toHaveLength(1);
    const low = catalogueProducts.filter((p) => p.stock !== null && p.stock >= 2 && p.stock <= 5);
    expect(low.length).toBeGreaterThanOrEqual(2);
    for (const p of catalogueProducts) {
      if (p.stock !== null) expect(Number.isSafeInteger(p.stock) && p.stock >= 0, p.id).toBe(true);
    }
  });

  it('flags enough products for the six featured slots, spread over the categories', () => {
    const flagged = catalogueProducts.filter((p) => p.isNew || p.isBestseller);
    expect(flagged.length).toBeGreaterThanOrEqual(6);
    // The home page shows the first six flagged products of the list (docs/product.md §2).
    expect(new Set(flagged.slice(0, 6).map((p) => p.category)).size).toBe(4);
    expect(flagged.every((p) => p.stock !== 0)).toBe(true);
  });

  it('puts a few products on sale with an original price above the price', () => {
    const onSale = catalogueProducts.filter((p) => p.originalPriceCents !== null);
    expect(onSale.length).toBeGreaterThanOrEqual(3);
    for (const p of onSale) {
      expect(Number.isSafeInteger(p.originalPriceCents), p.id).toBe(true);
      expect(p.originalPriceCents, p.id).toBeGreaterThan(p.priceCents);
    }
  });

  it('describes each product with 2–3 sentences, 3–4 benefits and an INCI list', () => {
    for (const p of catalogueProducts) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.id).toBeLessThanOrEqual(3);
      expect(p.benefits.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length, p.id).toBeLessThanOrEqual(4);
      for (const benefit of p.benefits) expect(benefit.length, `${p.id}: ${benefit}`).toBeLessThanOrEqual(32);
      expect(p.ingredients.length, p.id).toBeGreaterThanOrEqual(1);
      expect(new Set(p.ingredients).size, p.id).toBe(p.ingredients.length);
    }
  });

  it('contains no animal-derived ingredients', () => {
    const offenders = catalogueProducts.flatMap((p) =>
      p.ingredients.filter((i) => animalDerivedTerm(i) !== undefined).map((i) => `${p.id}: ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the deny list catches the usual suspects, and only whole words', () => {
    expect(animalDerivedTerm('Cera Alba (Beeswax)')).toBe('cera alba');
    expect(animalDerivedTerm('CI 75470 (Carmine)')).toBe('carmine');
    expect(animalDerivedTerm('Mel (Honey) Extract')).toBe('mel');
    expect(animalDerivedTerm('Melaleuca Alternifolia (Tea Tree) Leaf Oil')).toBeUndefined();
  });

  it('gives each product its own artwork from the palette', () => {
    const keys = catalogueProducts.map((p) => `${p.artwork.shape}/${p.artwork.background}/${p.artwork.container}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of catalogueProducts) {
      expect(artworkShapes, p.id).toContain(p.artwork.shape);
      expect(Object.keys(artworkPalette), p.id).toContain(p.artwork.background);
      expect(Object.keys(artworkPalette), p.id).toContain(p.artwork.container);
      expect(p.artwork.background, p.id).not.toBe(p.artwork.container);
    }
    expect(new Set(catalogueProducts.map((p) => p.artwork.shape))).toEqual(new Set(artworkShapes));
  });
});

describe('catalogueSeedPlan', () => {
  const plan = catalogueSeedPlan();

  it('has one entry per product, in catalogue order, with the image named after the product', () => {
    expect(plan.map((e) => e.documentId)).toEqual(catalogueProducts.map((p) => p.id));
    for (const entry of plan) {
      expect(entry.data.imageFileId).toBe(entry.documentId);
      expect(entry.image).toEqual({
        fileId: entry.documentId,
        fileName: `${entry.documentId}.webp`,
        mimeType: 'image/webp',
      });
    }
  });

  it('converts cents to decimal euros exactly', () => {
    const byId = new Map(plan.map((e) => [e.documentId, e.data]));
    expect(byId.get('exfoliating-wash')?.price).toBe(24.99);
    expect(byId.get('anti-wrinkle-serum')?.price).toBe(39.99);
    expect(byId.get('lip-repair-balm')?.price).toBe(12.99);
    expect(byId.get('hydration-glow-lotion')?.originalPrice).toBe(29.99);
    expect(byId.get('vitamin-c-serum')?.originalPrice).toBeNull();
    for (const entry of plan) {
      const product = catalogueProducts.find((p) => p.id === entry.documentId);
      expect(Math.round(entry.data.price * 100)).toBe(product?.priceCents);
      expect(String(entry.data.price)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('carries every document attribute of docs/product.md §3 Product', () => {
    const entry = plan.find((e) => e.documentId === 'sugar-lip-scrub');
    expect(entry?.data).toEqual({
      name: 'Vanilla Sugar Lip Scrub',
      price: 11.99,
      description: expect.any(String),
      category: 'Lip Care',
      stock: 0,
      isNew: false,
      isBestseller: false,
      originalPrice: null,
      benefits: expect.any(Array),
      ingredients: expect.any(Array),
      imageFileId: 'sugar-lip-scrub',
      skinTypes: ['dry', 'normal'],
      skinConcerns: ['rough-texture', 'dryness'],
    });
    expect(entry?.artwork).toEqual({
      name: 'Vanilla Sugar Lip Scrub',
      category: 'Lip Care',
      artwork: { shape: 'tin', background: 'blush', container: 'clay' },
    });
  });

  it('fits the products collection declaration, so seeding passes document validation', () => {
    const declared: readonly AttributeDeclaration[] = productsDeclaration.attributes;
    const attributes = new Map(declared.map((a) => [a.key, a]));
    for (const { documentId, data } of plan) {
      for (const attribute of declared) {
        if (attribute.required === true) expect(data, `${documentId} needs ${attribute.key}`).toHaveProperty(attribute.key);
      }
      for (const [key, value] of Object.entries(data)) {
        const attribute = attributes.get(key);
        expect(attribute, `${documentId}.${key} is declared`).toBeDefined();
        if (attribute === undefined || value === null) continue;
        const values: unknown[] = Array.isArray(value) ? value : [value];
        expect(Array.isArray(value), `${documentId}.${key} array-ness`).toBe(attribute.array === true);
        for (const item of values) {
          if (attribute.type === 'string') {
            expect(typeof item).toBe('string');
            expect((item as string).length, `${documentId}.${key}`).toBeLessThanOrEqual(attribute.size);
            if (attribute.elements) expect(attribute.elements, `${documentId}.${key}`).toContain(item);
          } else if (attribute.type === 'integer' || attribute.type === 'float') {
            expect(typeof item).toBe('number');
            if (attribute.min !== undefined) expect(item, `${documentId}.${key}`).toBeGreaterThanOrEqual(attribute.min);
            if (attribute.max !== undefined) expect(item, `${documentId}.${key}`).toBeLessThanOrEqual(attribute.max);
          } else if (attribute.type === 'boolean') {
            expect(typeof item).toBe('boolean');
          }
        }
      }
    }
  });

  it('tags every product, and only catalogue products, with skin types or concerns (skincare, body and lips with a type)', () => {
    expect(Object.keys(catalogueSkinTags).sort()).toEqual(catalogueProducts.map((p) => p.id).sort());
    for (const product of catalogueProducts) {
      const tags = catalogueSkinTags[product.id];
      if (product.category !== 'Haircare') expect(tags?.skinTypes.length, product.id).toBeGreaterThan(0);
    }
  });
});
