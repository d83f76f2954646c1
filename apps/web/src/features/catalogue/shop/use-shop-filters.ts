import { useSearchParams } from '@/lib/router/hooks';

/**
 * The shop's search text and category, kept in the URL (?q=&category=) so a reload, the back
 * button and a shared link all show the same selection. Typing replaces the history entry
 * (no entry per keystroke); choosing a category adds one, so Back returns to the previous one.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';

  function update(changes: Partial<Record<'q' | 'category', string | null>>, replace: boolean) {
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
    isFiltered: query.trim() !== '' || category !== '',
    setQuery: (q: string) => update({ q }, true),
    setCategory: (c: string) => update({ category: c }, false),
    clear: () => update({ q: null, category: null }, false),
  };
}
