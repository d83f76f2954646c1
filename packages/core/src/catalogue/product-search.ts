import { SEARCH_SYNONYMS } from './search-synonyms.ts';
import { SKIN_CONCERN_LABELS, SKIN_TYPE_LABELS, type SkinConcern, type SkinType } from './skin-tags.ts';

/** What search reads of a product (docs/product.md §9 'Search'). */
export interface SearchableProduct {
  name: string;
  description: string;
  category: string;
  benefits: readonly string[];
  ingredients: readonly string[];
  skinTypes: readonly string[];
  skinConcerns: readonly string[];
}

/**
 * How much a query word counts where it is found: the name most, then the skin tags the owner
 * set, the category and benefits, the ingredients, and the description least.
 */
const FIELD_WEIGHTS = { name: 8, tags: 6, category: 4, benefits: 4, ingredients: 2, description: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/** Worth a whole query word on top: the query as typed is part of the name ("eye cream"). */
const WHOLE_NAME_BONUS = FIELD_WEIGHTS.name;

/** Words that say nothing about a product; dropped unless the query holds nothing else. */
const FILLER_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'my', 'of', 'to', 'in', 'on', 'me', 'i']);

/** Lower case, accents off, anything but letters and digits a single space, with a leading space. */
function normalise(text: string): string {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
  return ` ${plain.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()}`;
}

/** "creams" → "cream": a plural query word matches its singular at a word's start (and the plural). */
const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

const synonymsByTerm = new Map<string, readonly string[]>();
for (const group of SEARCH_SYNONYMS) {
  const terms = group.map((term) => normalise(term).trim());
  for (const term of terms) synonymsByTerm.set(term, terms);
}

/** The terms one query word stands for: itself (singular) and its synonyms. */
function termsOf(word: string): string[] {
  const base = singular(word);
  return [...new Set([base, ...(synonymsByTerm.get(word) ?? synonymsByTerm.get(base) ?? [])])];
}

/** The query's words, each as the list of terms any of which it matches. */
function queryWords(query: string): string[][] {
  const words = normalise(query).split(' ').filter(Boolean);
  const meaningful = words.filter((word) => !FILLER_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).map(termsOf);
}

/** The product's searchable text per field; skin types read as "dry skin", concerns by their labels. */
function fieldTexts(product: SearchableProduct): Record<Field, string> {
  const typeWords = product.skinTypes.map((type) => `${type} ${SKIN_TYPE_LABELS[type as SkinType] ?? ''} skin`);
  const concernWords = product.skinConcerns.map((concern) => `${concern} ${SKIN_CONCERN_LABELS[concern as SkinConcern] ?? ''}`);
  return {
    name: normalise(product.name),
    tags: normalise([...typeWords, ...concernWords].join(' ')),
    category: normalise(product.category),
    benefits: normalise(product.benefits.join(' | ')),
    ingredients: normalise(product.ingredients.join(' | ')),
    description: normalise(product.description),
  };
}

/** Shorter terms must start a word ("dry" is not in "laundry"); longer ones may sit inside one ("care" in "skincare"). */
const MIN_INNER_TERM_LENGTH = 4;

/** Whether the text holds the term (texts and terms are normalised, texts begin with a space). */
const holds = (text: string, term: string) => text.includes(term.length >= MIN_INNER_TERM_LENGTH ? term : ` ${term}`);

/**
 * How well a product answers the query: the sum, over the query's words, of the weights of the fields
 * that hold the word (or a synonym), so a product that is about it in name, tags and text comes
 * first; 0 when any word is found nowhere, as every word must match.
 */
export function searchScore(product: SearchableProduct, query: string): number {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  const texts = fieldTexts(product);
  let score = 0;
  for (const terms of words) {
    let found = 0;
    for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
      if (terms.some((term) => holds(texts[field], term))) found += FIELD_WEIGHTS[field];
    }
    if (found === 0) return 0;
    score += found;
  }
  const phrase = normalise(query).trim();
  return phrase.includes(' ') && texts.name.includes(phrase) ? score + WHOLE_NAME_BONUS : score;
}

/**
 * The products that match the query, best first; equal scores keep the given order. An empty
 * query matches everything, in the given order.
 */
export function searchProducts<Product extends SearchableProduct>(products: readonly Product[], query: string): Product[] {
  if (queryWords(query).length === 0) return [...products];
  return products
    .map((product, index) => ({ product, index, score: searchScore(product, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.product);
}
