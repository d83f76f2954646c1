import { useDeferredValue, useState } from 'react';
import type { CursorPages } from './use-cursor-pages';

/**
 * The search term of a paged admin list: `term` is what the box shows as the admin types,
 * `deferredTerm` what the query follows, so typing never waits for a fetch. A new term starts
 * the list again from its first page, as the old cursors belong to the old results.
 */
export function useListSearch(pages: CursorPages) {
  const [term, setTerm] = useState('');
  const deferredTerm = useDeferredValue(term);
  return {
    term,
    deferredTerm,
    change: (value: string) => {
      setTerm(value);
      pages.reset();
    },
  };
}
