import type { SkinConcern, SkinType } from '@pura/core/catalogue/skin-tags';

/** The skin types and concerns one demo product is tagged with (docs/product.md §3 Product). */
export interface SkinTags {
  readonly skinTypes: readonly SkinType[];
  readonly skinConcerns: readonly SkinConcern[];
}

const ALL_TYPES: readonly SkinType[] = ['dry', 'oily', 'combination', 'normal', 'sensitive'];

/**
 * The demo catalogue's tags, by product id, read from each product's description and benefits.
 * Hair products name no skin type: their concerns say what they are for.
 */
export const catalogueSkinTags: Readonly<Record<string, SkinTags>> = {
  'gentle-cream-cleanser': { skinTypes: ['dry', 'sensitive', 'normal'], skinConcerns: ['dryness', 'redness'] },
  'clarifying-gel-cleanser': { skinTypes: ['oily', 'combination'], skinConcerns: ['acne', 'oiliness'] },
  'balancing-foam-cleanser': { skinTypes: ['combination', 'normal'], skinConcerns: ['oiliness'] },
  'vitamin-c-serum': { skinTypes: ['normal', 'combination', 'oily', 'dry'], skinConcerns: ['dullness', 'ageing'] },
  'anti-wrinkle-serum': { skinTypes: ['normal', 'dry', 'combination'], skinConcerns: ['ageing'] },
  'barrier-repair-cream': { skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness', 'redness'] },
  'peptide-cream': { skinTypes: ['normal', 'dry'], skinConcerns: ['ageing', 'dryness'] },
  'lightweight-gel-cream': { skinTypes: ['oily', 'combination'], skinConcerns: ['oiliness', 'acne'] },
  'eye-cream': { skinTypes: ALL_TYPES, skinConcerns: ['dark-circles', 'ageing'] },
  'mineral-spf30': { skinTypes: ['sensitive', 'dry', 'normal'], skinConcerns: ['redness', 'ageing'] },
  'hybrid-spf50': { skinTypes: ['oily', 'combination', 'normal'], skinConcerns: ['ageing', 'dullness'] },
  'detox-clay-mask': { skinTypes: ['oily', 'combination'], skinConcerns: ['acne', 'oiliness'] },
  'brightening-mask': { skinTypes: ['normal', 'combination', 'dry'], skinConcerns: ['dullness'] },
  'barrier-repair-mask': { skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness', 'redness'] },
  'enzyme-scrub': { skinTypes: ['normal', 'combination', 'oily', 'sensitive'], skinConcerns: ['rough-texture', 'dullness', 'acne'] },
  'exfoliating-wash': { skinTypes: ['normal', 'oily', 'combination'], skinConcerns: ['rough-texture', 'acne'] },
  'gentle-wash': { skinTypes: ['sensitive', 'dry'], skinConcerns: ['dryness', 'redness'] },
  'urea-repair-lotion': { skinTypes: ['dry'], skinConcerns: ['dryness', 'rough-texture'] },
  'hydration-glow-lotion': { skinTypes: ['normal', 'dry'], skinConcerns: ['dryness', 'dullness'] },
  'lip-repair-balm': { skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness'] },
  'lip-plump-balm': { skinTypes: ['normal'], skinConcerns: ['dryness', 'ageing'] },
  'caffeine-shampoo': { skinTypes: [], skinConcerns: ['hair-loss'] },
  'herbal-moisture-shampoo': { skinTypes: [], skinConcerns: ['dryness', 'frizz'] },
  'clarifying-shampoo': { skinTypes: [], skinConcerns: ['oily-scalp'] },
  'protein-conditioner': { skinTypes: [], skinConcerns: ['damaged-hair'] },
  'moisture-frizz-conditioner': { skinTypes: [], skinConcerns: ['frizz', 'dryness'] },
  'bond-repair-mask': { skinTypes: [], skinConcerns: ['damaged-hair'] },
  'hydration-boost-mask': { skinTypes: [], skinConcerns: ['dryness', 'frizz'] },
  'scalp-growth-serum': { skinTypes: [], skinConcerns: ['hair-loss'] },
  'leave-in-shine-serum': { skinTypes: [], skinConcerns: ['frizz', 'damaged-hair'] },
  'rosehip-facial-oil': { skinTypes: ['dry', 'normal'], skinConcerns: ['dryness', 'ageing', 'dullness'] },
  'rose-hydrating-toner': { skinTypes: ALL_TYPES, skinConcerns: ['dryness', 'redness'] },
  'shea-hand-cream': { skinTypes: ['dry', 'normal'], skinConcerns: ['dryness'] },
  'coffee-body-scrub': { skinTypes: ['normal', 'oily', 'combination'], skinConcerns: ['rough-texture', 'dullness'] },
  'cocoa-body-butter': { skinTypes: ['dry'], skinConcerns: ['dryness', 'rough-texture'] },
  'natural-deodorant-stick': { skinTypes: ['normal', 'sensitive'], skinConcerns: [] },
  'rose-tinted-lip-balm': { skinTypes: ['dry', 'normal'], skinConcerns: ['dryness'] },
  'sugar-lip-scrub': { skinTypes: ['dry', 'normal'], skinConcerns: ['rough-texture', 'dryness'] },
  'overnight-lip-mask': { skinTypes: ['dry', 'sensitive'], skinConcerns: ['dryness'] },
  'argan-hair-oil': { skinTypes: [], skinConcerns: ['frizz', 'damaged-hair', 'dryness'] },
  'dry-shampoo-powder': { skinTypes: [], skinConcerns: ['oily-scalp'] },
  'solid-shampoo-bar': { skinTypes: [], skinConcerns: [] },
};
