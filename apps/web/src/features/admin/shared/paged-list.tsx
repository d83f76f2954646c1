import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Pagination } from './pagination';
import type { CursorPages, RowsPage } from './use-cursor-pages';

interface PagedListProps<Row extends { id: string }> {
  /** What the list holds, naming its pager for screen readers ('<label> pages'). */
  label: string;
  pages: CursorPages;
  query: { isPending: boolean; error: Error | null; data: RowsPage<Row> | undefined; refetch: () => unknown };
  emptyText: string;
  /** Draws the rows (a table, a list of cards); called only when there are some. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A cursor-paged admin list: its loading, failure or empty state, the rows, then Previous/Next,
 * which continues after the last row shown.
 */
export function PagedList<Row extends { id: string }>({ label, pages, query, emptyText, children }: PagedListProps<Row>) {
  const rows = query.data?.rows ?? [];
  return (
    <>
      <ListState
        pending={query.isPending}
        error={query.error}
        retry={() => void query.refetch()}
        empty={rows.length === 0}
        emptyText={emptyText}
      />
      {rows.length > 0 && children(rows)}
      <Pagination
        label={label}
        page={pages.page}
        total={query.data?.total}
        shown={rows.length}
        onPrevious={pages.previous}
        onNext={() => {
          const last = rows[rows.length - 1];
          if (last) pages.next(last.id);
        }}
      />
    </>
  );
}

/** Loading, failure (with a way to ask again) and empty states of a list, announced to screen readers. */
function ListState({
  pending,
  error,
  retry,
  empty,
  emptyText,
}: {
  pending: boolean;
  error: Error | null;
  retry: () => void;
  empty: boolean;
  emptyText: string;
}) {
  if (pending)
    return (
      <p role="status" className="py-6 text-muted">
        Loading…
      </p>
    );
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-danger">
        <p>Could not load: {error.message}</p>
        <Button variant="outline" size="sm" onClick={retry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (empty) return <p className="py-6 text-muted">{emptyText}</p>;
  return null;
}
