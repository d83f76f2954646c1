import { useSearchParams } from '@/lib/router/hooks';
import { toShopSort } from './filter-products';

/**
 * The shop's search text, category and sort order, kept in the URL (?q=&category=&sort=) so a
 * reload, the back button and a shared link all show the same selection. Typing replaces the
 * history entry (no entry per keystroke); choosing a category or an order adds one, so Back
 * returns to the previous one. The default order stays out of the URL.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const sort = toShopSort(params.get('sort'));

  function update(changes: Partial<Record<'q' | 'category' | 'sort', string | null>>, replace: boolean) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  }

  return {
    query,
    category,
    sort,
    isFiltered: query.trim() !== '' || category !== '',
    setQuery: (q: string) => update({ q }, true),
    setCategory: (c: string) => update({ category: c }, false),
    setSort: (s: string) => update({ sort: toShopSort(s) === 'newest' ? null : s }, false),
    clear: () => update({ q: null, category: null }, false),
  };
}
