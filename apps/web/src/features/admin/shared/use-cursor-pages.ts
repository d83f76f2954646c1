import { useState } from 'react';

/** Rows per admin table page (decision 009: tables paginate, never load everything). */
export const PAGE_SIZE = 25;

/** One page of an admin list as its query answers it: the rows shown and how many there are in all. */
export interface RowsPage<Row> {
  total: number;
  rows: Row[];
}

/**
 * Page-by-page navigation with Appwrite cursors: the cursor of each page visited is kept, so
 * Previous goes back without offsets and Next continues after the last row shown.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const page = cursors.length;
  return {
    page,
    cursor: cursors[cursors.length - 1],
    next: (lastId: string) => setCursors((list) => [...list, lastId]),
    previous: () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    reset: () => setCursors([undefined]),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;
