import { isSkinConcern, isSkinType } from '@pura/core/catalogue/skin-tags';
import { useSearchParams } from '@/lib/router/hooks';
import { type ShopSelection, toShopSort } from './filter-products';

type ShopParam = 'q' | 'category' | 'type' | 'concern' | 'sort';

/**
 * The shop's search text, category, skin type, concern and sort order, kept in the URL
 * (?q=&category=&type=&concern=&sort=, docs/product.md §9 'Search') so a reload, the back button
 * and a shared link all show the same selection, and the server renders it. Typing replaces the
 * history entry (no entry per keystroke); choosing anything else adds one, so Back returns to the
 * previous one. The default order stays out of the URL; an unknown type or concern counts as none.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const searching = query.trim() !== '';
  const type = params.get('type') ?? '';
  const concern = params.get('concern') ?? '';
  const selection: ShopSelection = {
    query,
    category: params.get('category') ?? '',
    type: isSkinType(type) ? type : '',
    concern: isSkinConcern(concern) ? concern : '',
  };
  const sort = toShopSort(params.get('sort'), searching);

  function update(changes: Partial<Record<ShopParam, string | null>>, replace: boolean) {
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
    ...selection,
    sort,
    searching,
    isFiltered: searching || selection.category !== '' || selection.type !== '' || selection.concern !== '',
    setQuery: (q: string) => update({ q }, true),
    setCategory: (c: string) => update({ category: c }, false),
    setType: (t: string) => update({ type: t }, false),
    setConcern: (c: string) => update({ concern: c }, false),
    setSort: (s: string) => update({ sort: toShopSort(s, searching) === toShopSort(null, searching) ? null : s }, false),
    clear: () => update({ q: null, category: null, type: null, concern: null }, false),
  };
}

export type ShopFilters = ReturnType<typeof useShopFilters>;
