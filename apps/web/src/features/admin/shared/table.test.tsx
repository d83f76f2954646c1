import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resizeWindow } from '@/test/match-media';
import { type Column, DataTable } from './table';

interface Balm {
  id: string;
  name: string;
  stock: number;
}

const BALMS: Balm[] = [
  { id: 'shea', name: 'Shea Balm', stock: 4 },
  { id: 'rose', name: 'Rose Balm', stock: 0 },
];

function renderBalms(onSort = vi.fn(), onDelete = vi.fn()) {
  const columns: Column<Balm>[] = [
    { header: 'Image', place: 'media', cell: (balm) => <span data-testid={`image-${balm.id}`} /> },
    { header: 'Name', place: 'title', cell: (balm) => balm.name, sort: { direction: 'ascending', onSort } },
    { header: 'Stock', numeric: true, cell: (balm) => balm.stock },
    {
      header: 'Actions',
      place: 'actions',
      cell: (balm) => (
        <button type="button" onClick={() => onDelete(balm.id)}>
          Delete {balm.name}
        </button>
      ),
    },
  ];
  render(<DataTable caption="Balms" columns={columns} rows={BALMS} rowId={(balm) => balm.id} />);
  return { onSort, onDelete };
}

describe('DataTable on a desktop (1024 px)', () => {
  it('is a table: column headers, the title as row header, sorting in the header, actions in the row', async () => {
    const user = userEvent.setup();
    const { onSort, onDelete } = renderBalms();
    const table = screen.getByRole('table', { name: 'Balms' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Name', 'Stock', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    const rose = within(table).getByRole('row', { name: /Rose Balm/ });
    expect(within(rose).getByRole('rowheader')).toHaveTextContent('Rose Balm');
    expect(within(rose).getByRole('cell', { name: '0' })).toBeInTheDocument();
    expect(rose).toHaveAttribute('data-row-id', 'rose');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledOnce();
    await user.click(within(rose).getByRole('button', { name: 'Delete Rose Balm' }));
    expect(onDelete).toHaveBeenCalledWith('rose');
  });
});

describe('DataTable on a phone (390 px)', () => {
  it('is a list of cards: title, labelled values and the actions, all reachable by keyboard', async () => {
    resizeWindow(390);
    const user = userEvent.setup();
    const { onSort, onDelete } = renderBalms();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Balms' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const rose = cards[1]!;
    expect(rose).toHaveAttribute('data-row-id', 'rose');
    expect(rose).toHaveTextContent('Rose Balm');
    expect(within(rose).getByTestId('image-rose')).toBeInTheDocument();
    expect(within(rose).getByRole('term')).toHaveTextContent('Stock');
    expect(within(rose).getByRole('definition')).toHaveTextContent('0');
    // Media and actions columns have no "label: value" line.
    expect(within(rose).queryByText('Actions')).not.toBeInTheDocument();

    const sorting = screen.getByRole('group', { name: 'Sort Balms' });
    await user.tab();
    expect(within(sorting).getByRole('button', { name: /^Name,? sorted ascending$/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledOnce();
    await user.tab();
    await user.tab();
    expect(within(rose).getByRole('button', { name: 'Delete Rose Balm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith('rose');
  });

  it('turns back into a table when the screen grows', () => {
    resizeWindow(390);
    renderBalms();
    expect(screen.getByRole('list', { name: 'Balms' })).toBeInTheDocument();
    act(() => resizeWindow(1024));
    expect(screen.getByRole('table', { name: 'Balms' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Balms' })).not.toBeInTheDocument();
  });
});
