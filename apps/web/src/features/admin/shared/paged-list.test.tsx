import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PagedList } from './paged-list';
import { PAGE_SIZE, type RowsPage, useCursorPages } from './use-cursor-pages';

type Row = { id: string; name: string };
type Query = { isPending: boolean; error: Error | null; data: RowsPage<Row> | undefined; refetch: () => unknown };

const noRefetch = () => undefined;

const TOTAL = PAGE_SIZE + 5;
const all: Row[] = Array.from({ length: TOTAL }, (_, i) => ({ id: `row-${i + 1}`, name: `Row ${i + 1}` }));

/** A list over `all` that answers each cursor with the rows after it, like the SDK does. */
function Things({ query }: { query?: Query }) {
  const pages = useCursorPages();
  const start = pages.cursor === undefined ? 0 : all.findIndex((row) => row.id === pages.cursor) + 1;
  const answered: Query = query ?? {
    isPending: false,
    error: null,
    data: { total: TOTAL, rows: all.slice(start, start + PAGE_SIZE) },
    refetch: noRefetch,
  };
  return (
    <PagedList label="Things" pages={pages} query={answered} emptyText="Nothing here yet.">
      {(rows) => (
        <ul aria-label="Things">
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

describe('a paged admin list', () => {
  it('announces that it is loading and draws no rows yet', () => {
    render(<Things query={{ isPending: true, error: null, data: undefined, refetch: noRefetch }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says why it could not load, and asks again on Try Again', async () => {
    const user = userEvent.setup();
    let asked = 0;
    render(<Things query={{ isPending: false, error: new Error('offline'), data: undefined, refetch: () => (asked += 1) }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: offline');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(asked).toBe(1);
  });

  it('says so when there is nothing', () => {
    render(<Things query={{ isPending: false, error: null, data: { total: 0, rows: [] }, refetch: noRefetch }} />);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Things pages' })).toHaveTextContent('Nothing to show');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws the rows and pages on after the last one shown, and back', async () => {
    const user = userEvent.setup();
    render(<Things />);
    const pager = screen.getByRole('navigation', { name: 'Things pages' });
    expect(screen.getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(pager).toHaveTextContent(`1–${PAGE_SIZE} of ${TOTAL}`);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(all.slice(PAGE_SIZE).map((row) => row.name));
    expect(pager).toHaveTextContent(`${PAGE_SIZE + 1}–${TOTAL} of ${TOTAL}`);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
