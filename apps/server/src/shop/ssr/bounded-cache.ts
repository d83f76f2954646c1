/** The page caches' bounded maps: a cache keyed by what visitors type must not grow without bound. */

/** The pages rendered from one catalogue read (made on first use), at most `limit` of them. */
export function pagesOf<Catalogue extends object, Page>(
  byCatalogue: WeakMap<Catalogue, BoundedCache<Page>>,
  products: Catalogue,
  limit: number,
): BoundedCache<Page> {
  let pages = byCatalogue.get(products);
  if (!pages) {
    pages = new BoundedCache(limit);
    byCatalogue.set(products, pages);
  }
  return pages;
}

/** A Map that forgets its oldest entry beyond `limit`. */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    return this.entries.get(key);
  }
  set(key: string, value: V): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
}
