/**
 * Readable product ids (decision 027): a new product's document id is its name as a slug
 * (/product/rose-night-cream), within the custom id rule of docs/appwrite-compatibility.md §2.1
 * (at most 36 of a-z 0-9 - _ .). The collection's unique ids decide between two products of one
 * name: the second becomes rose-night-cream-2.
 */

/** Room left after the slug for a "-NN" ending. */
const SLUG_MAX_LENGTH = 32;
/** How many endings are tried before the admin is told: a shop has no 99 products of one name. */
const MAX_ATTEMPTS = 99;

/** The name as a slug: "Rosé Night Cream!" → "rose-night-cream"; a name of no letters or digits → "product". */
export function productSlug(name: string): string {
  const whole = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A long name ends at a whole word.
  const cut =
    whole.length <= SLUG_MAX_LENGTH ? whole : whole.slice(0, whole.lastIndexOf('-', SLUG_MAX_LENGTH)) || whole.slice(0, SLUG_MAX_LENGTH);
  return cut || 'product';
}

/**
 * Creates a product under the first free id among slug, slug-2, slug-3…: `create` is the
 * SDK's createDocument with that id, and an id already taken answers 409.
 */
export async function createWithSlugId<T>(name: string, create: (documentId: string) => Promise<T>): Promise<T> {
  const slug = productSlug(name);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(attempt === 1 ? slug : `${slug}-${attempt}`);
    } catch (error) {
      const taken = typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 409;
      if (!taken || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
