/**
 * The closed lists of skin types and concerns a product can be tagged with (docs/product.md §3
 * Product, `skinTypes` and `skinConcerns`): the admin ticks them, the shop filters and searches by
 * them. Pure data, imported by the products declaration, so the lists are the attributes' `elements`.
 */

/** Skin types, as stored (values) and shown (labels). */
export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;

export type SkinType = (typeof SKIN_TYPES)[number];

export const SKIN_TYPE_LABELS: Readonly<Record<SkinType, string>> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

/** What a product helps with, for skin, lips, scalp and hair. */
export const SKIN_CONCERNS = [
  'acne',
  'oiliness',
  'dryness',
  'ageing',
  'redness',
  'dullness',
  'dark-circles',
  'rough-texture',
  'frizz',
  'damaged-hair',
  'hair-loss',
  'oily-scalp',
] as const;

export type SkinConcern = (typeof SKIN_CONCERNS)[number];

export const SKIN_CONCERN_LABELS: Readonly<Record<SkinConcern, string>> = {
  acne: 'Acne & blemishes',
  oiliness: 'Oiliness & shine',
  dryness: 'Dryness',
  ageing: 'Ageing & fine lines',
  redness: 'Redness & irritation',
  dullness: 'Dullness & uneven tone',
  'dark-circles': 'Dark circles & puffiness',
  'rough-texture': 'Rough texture',
  frizz: 'Frizz',
  'damaged-hair': 'Damaged hair',
  'hair-loss': 'Hair loss',
  'oily-scalp': 'Oily scalp',
};

/** Whether a URL or form value is one of the skin types. */
export const isSkinType = (value: string): value is SkinType => (SKIN_TYPES as readonly string[]).includes(value);

/** Whether a URL or form value is one of the concerns. */
export const isSkinConcern = (value: string): value is SkinConcern => (SKIN_CONCERNS as readonly string[]).includes(value);
