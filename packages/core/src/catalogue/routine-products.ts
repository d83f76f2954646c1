import { z } from 'zod';

/** Catalogue categories a quiz routine draws from; the shop's category filter shows these names. */
export const routineProductCategorySchema = z.enum(['Skincare', 'Body Care', 'Lip Care', 'Haircare']);

/** One of the routine categories. */
export type RoutineProductCategory = z.infer<typeof routineProductCategorySchema>;

/** What a product does in a routine, so screens and the seed can group or describe it without parsing names. */
export const routineProductKindSchema = z.enum([
  'cleanser',
  'serum',
  'moisturiser',
  'eye-cream',
  'sunscreen',
  'face-mask',
  'exfoliant',
  'body-wash',
  'body-lotion',
  'lip-balm',
  'shampoo',
  'conditioner',
  'hair-mask',
  'scalp-serum',
  'leave-in',
]);

/** One of the routine product kinds. */
export type RoutineProductKind = z.infer<typeof routineProductKindSchema>;

/** A product the quizzes may recommend. `id` is the catalogue slug the seed creates the product under. */
export interface RoutineProduct {
  readonly id: string;
  readonly name: string;
  readonly category: RoutineProductCategory;
  readonly kind: RoutineProductKind;
  /** Price in integer euro cents (docs/product.md §9), so no float rounding creeps into totals. */
  readonly priceCents: number;
}

/**
 * THE list of every product the quiz engine can recommend (docs/product.md §9). The seed creates catalogue
 * products from it and the engine's ids are typed against it, so an id cannot be emitted without
 * existing here. Prices docs/product.md does not state are ours, set beside comparable products.
 */
export const routineProducts = [
  // Skincare: cleansers (type + concern; one for Dry, Sensitive and Normal).
  { id: 'gentle-cream-cleanser', name: 'Gentle Cream Cleanser', category: 'Skincare', kind: 'cleanser', priceCents: 2199 },
  { id: 'clarifying-gel-cleanser', name: 'Clarifying Gel Cleanser', category: 'Skincare', kind: 'cleanser', priceCents: 2299 },
  { id: 'balancing-foam-cleanser', name: 'Balancing Foam Cleanser', category: 'Skincare', kind: 'cleanser', priceCents: 2299 },
  // Skincare: serums.
  { id: 'vitamin-c-serum', name: 'Vitamin C Serum', category: 'Skincare', kind: 'serum', priceCents: 3499 },
  { id: 'anti-wrinkle-serum', name: 'Anti-Wrinkle Serum', category: 'Skincare', kind: 'serum', priceCents: 3999 },
  // Skincare: moisturisers.
  { id: 'barrier-repair-cream', name: 'Barrier Repair Cream', category: 'Skincare', kind: 'moisturiser', priceCents: 2999 },
  { id: 'peptide-cream', name: 'Peptide Cream', category: 'Skincare', kind: 'moisturiser', priceCents: 3299 },
  { id: 'lightweight-gel-cream', name: 'Lightweight Gel Cream', category: 'Skincare', kind: 'moisturiser', priceCents: 2799 },
  // Skincare: eyes and sun.
  { id: 'eye-cream', name: 'Caffeine Eye Cream', category: 'Skincare', kind: 'eye-cream', priceCents: 2499 },
  { id: 'mineral-spf30', name: 'Mineral Sunscreen SPF 30', category: 'Skincare', kind: 'sunscreen', priceCents: 2699 },
  { id: 'hybrid-spf50', name: 'Hybrid Sunscreen SPF 50+', category: 'Skincare', kind: 'sunscreen', priceCents: 2899 },
  // Skincare: weekly.
  { id: 'detox-clay-mask', name: 'Detox Clay Mask', category: 'Skincare', kind: 'face-mask', priceCents: 2499 },
  { id: 'brightening-mask', name: 'Brightening Glow Mask', category: 'Skincare', kind: 'face-mask', priceCents: 2699 },
  { id: 'barrier-repair-mask', name: 'Barrier Repair Hydration Mask', category: 'Skincare', kind: 'face-mask', priceCents: 2699 },
  { id: 'enzyme-scrub', name: 'Gentle Enzyme Scrub', category: 'Skincare', kind: 'exfoliant', priceCents: 2399 },
  // Body care.
  { id: 'exfoliating-wash', name: 'Exfoliating Body Wash', category: 'Body Care', kind: 'body-wash', priceCents: 2499 },
  { id: 'gentle-wash', name: 'Gentle Sensitive Body Wash', category: 'Body Care', kind: 'body-wash', priceCents: 2299 },
  { id: 'urea-repair-lotion', name: 'Urea Repair Body Lotion', category: 'Body Care', kind: 'body-lotion', priceCents: 2799 },
  { id: 'hydration-glow-lotion', name: 'Hydration Glow Body Lotion', category: 'Body Care', kind: 'body-lotion', priceCents: 2599 },
  // Lip care.
  { id: 'lip-repair-balm', name: 'Repair Lip Balm', category: 'Lip Care', kind: 'lip-balm', priceCents: 1299 },
  { id: 'lip-plump-balm', name: 'Plumping Tint Lip Balm', category: 'Lip Care', kind: 'lip-balm', priceCents: 1499 },
  // Haircare.
  { id: 'caffeine-shampoo', name: 'Anti-Hair-Fall Caffeine Shampoo', category: 'Haircare', kind: 'shampoo', priceCents: 2899 },
  { id: 'herbal-moisture-shampoo', name: 'Herbal Moisture Shampoo', category: 'Haircare', kind: 'shampoo', priceCents: 2699 },
  { id: 'clarifying-shampoo', name: 'Clarifying Balancing Shampoo', category: 'Haircare', kind: 'shampoo', priceCents: 2699 },
  { id: 'protein-conditioner', name: 'Protein Strength Conditioner', category: 'Haircare', kind: 'conditioner', priceCents: 2499 },
  { id: 'moisture-frizz-conditioner', name: 'Moisture & Frizz Conditioner', category: 'Haircare', kind: 'conditioner', priceCents: 2499 },
  { id: 'bond-repair-mask', name: 'Bond Repair Mask', category: 'Haircare', kind: 'hair-mask', priceCents: 3299 },
  { id: 'hydration-boost-mask', name: 'Hydration Boost Mask', category: 'Haircare', kind: 'hair-mask', priceCents: 3099 },
  { id: 'scalp-growth-serum', name: 'Scalp Growth Serum', category: 'Haircare', kind: 'scalp-serum', priceCents: 3899 },
  { id: 'leave-in-shine-serum', name: 'Leave-In Shine Serum', category: 'Haircare', kind: 'leave-in', priceCents: 2999 },
] as const satisfies readonly RoutineProduct[];

/** Slug of a product the quizzes can recommend; the engine only emits these. */
export type RoutineProductId = (typeof routineProducts)[number]['id'];

const byId: ReadonlyMap<string, RoutineProduct> = new Map(routineProducts.map((product) => [product.id, product]));

/** Looks a routine product up by slug; `undefined` for anything not in the list (e.g. a stale link). */
export function findRoutineProduct(id: string): RoutineProduct | undefined {
  return byId.get(id);
}

/** Narrows an arbitrary string to a routine product slug. */
export function isRoutineProductId(id: string): id is RoutineProductId {
  return byId.has(id);
}
