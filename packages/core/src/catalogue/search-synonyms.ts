/**
 * Words shoppers use for the same thing (docs/product.md §9 'Search'): a query word found in a group
 * also matches every other term of it, so "moisturiser" finds a cream and "breakouts" finds acne
 * care. Terms are lower case and may be phrases, matched as product-search.ts matches the query's own words.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['moisturizer', 'moisturiser', 'moisturizing', 'moisturising', 'cream', 'lotion'],
  ['hydrating', 'hydration', 'hydrate', 'moisture'],
  ['acne', 'blemish', 'breakout', 'pimple', 'pore'],
  ['spf', 'sunscreen', 'sun protection', 'sunblock', 'sun cream'],
  ['ageing', 'aging', 'anti-ageing', 'anti-aging', 'wrinkle', 'fine lines', 'firming'],
  ['dry', 'dryness', 'dehydrated', 'flaky'],
  ['oily', 'oiliness', 'greasy', 'shine control'],
  ['redness', 'irritation', 'irritated', 'calming', 'soothing'],
  ['dull', 'dullness', 'brightening', 'radiance', 'glow'],
  ['exfoliant', 'exfoliator', 'exfoliating', 'exfoliation', 'scrub', 'peel'],
  ['cleanser', 'face wash', 'cleansing', 'wash'],
  ['dark circles', 'puffiness', 'eye bags', 'eye cream'],
  ['frizz', 'frizzy', 'flyaways'],
  ['hair loss', 'hair fall', 'thinning'],
  ['lip balm', 'chapstick', 'lip care'],
  ['colour', 'color'],
];
