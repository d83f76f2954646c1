import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMinWidth } from './use-min-width';

/** A column the rows can be ordered by: its current direction and what a press does. */
export interface ColumnSort {
  direction: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}

export interface Column<Row> {
  /** The column's header; on a phone's card, the label before the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /**
   * Where the cell goes on a phone's card: 'title' heads it (and is the row's header in the
   * table), 'media' sits beside the title, 'actions' closes it; by default a "header: value" line.
   * The headers of 'media' and 'actions' columns are read to screen readers, not shown.
   */
  place?: 'title' | 'media' | 'actions';
  /** Numbers line up at the end of the table's column. */
  numeric?: boolean;
  /** Extra classes of the table's cell. */
  className?: string;
  sort?: ColumnSort;
}

interface DataTableProps<Row> {
  /** Names the table (and the list of cards) for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Each row's id, also its `data-row-id` (use-focus-after-row-removal.ts finds rows by it). */
  rowId: (row: Row) => string;
}

/** Below this width (px) rows are cards: a table would scroll sideways and hide its actions. */
export const CARDS_BELOW_PX = 768;

/**
 * Every list of the admin area: a table on wider screens, a list of cards on phones, each card
 * with its title, its values labelled and its actions in view. One DOM at a time (not both hidden
 * by CSS), so the keyboard, screen readers and tests meet each control once.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const wide = useMinWidth(CARDS_BELOW_PX);
  return wide ? <RowsAsTable {...props} /> : <RowsAsCards {...props} />;
}

const isHeaderHidden = (column: Pick<Column<never>, 'place'>) => column.place === 'media' || column.place === 'actions';

/**
 * The table scrolls sideways instead of squeezing its columns. The box is `relative` so that the
 * `sr-only` caption and header labels are laid out inside it; otherwise they widen the page.
 */
function RowsAsTable<Row>({ caption, columns, rows, rowId }: DataTableProps<Row>) {
  return (
    <div className="relative overflow-x-auto rounded-[var(--radius-card)] border border-sand/70 bg-white/80">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                aria-sort={column.sort?.direction}
                className={cn(
                  'whitespace-nowrap border-b border-sand/70 bg-cream-deep/60 px-3 py-2 font-semibold text-forest',
                  column.numeric && 'text-right',
                )}
              >
                {isHeaderHidden(column) ? (
                  <span className="sr-only">{column.header}</span>
                ) : column.sort ? (
                  <SortButton header={column.header} sort={column.sort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowId(row)} data-row-id={rowId(row)}>
              {columns.map((column) => {
                const Cell = column.place === 'title' ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={column.place === 'title' ? 'row' : undefined}
                    className={cn(
                      'border-b border-sand/40 px-3 py-2 align-middle',
                      column.place === 'title' && 'font-medium',
                      column.numeric && 'text-right tabular-nums',
                      column.className,
                    )}
                  >
                    {column.place === 'actions' ? <div className="flex justify-end gap-1">{column.cell(row)}</div> : column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per row, sortable columns as buttons above the cards. */
function RowsAsCards<Row>({ caption, columns, rows, rowId }: DataTableProps<Row>) {
  const sortable = columns.filter((column) => column.sort);
  const media = columns.filter((column) => column.place === 'media');
  const titles = columns.filter((column) => column.place === 'title');
  const lines = columns.filter((column) => !column.place);
  const actions = columns.filter((column) => column.place === 'actions');
  return (
    <div className="flex flex-col gap-3">
      {sortable.length > 0 && (
        <div role="group" aria-label={`Sort ${caption}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span aria-hidden className="text-muted">
            Sort by
          </span>
          {sortable.map((column) => (
            <SortButton key={column.header} header={column.header} sort={column.sort!} announce />
          ))}
        </div>
      )}
      <ul aria-label={caption} className="flex flex-col gap-3">
        {rows.map((row) => (
          <li
            key={rowId(row)}
            data-row-id={rowId(row)}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-4 text-sm"
          >
            {(media.length > 0 || titles.length > 0) && (
              <div className="flex items-center gap-3">
                {media.map((column) => (
                  <div key={column.header} className="shrink-0">
                    {column.cell(row)}
                  </div>
                ))}
                <div className="min-w-0 break-words font-semibold text-ink">
                  {titles.map((column) => (
                    <div key={column.header}>{column.cell(row)}</div>
                  ))}
                </div>
              </div>
            )}
            {lines.length > 0 && (
              <dl className="grid grid-cols-[minmax(5rem,auto)_1fr] gap-x-3 gap-y-1.5">
                {lines.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted">{column.header}</dt>
                    <dd className={cn('min-w-0 break-words', column.numeric && 'tabular-nums')}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.map((column) => (
              <div key={column.header} className="flex flex-wrap justify-end gap-2 border-t border-sand/40 pt-3">
                {column.cell(row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A column's order switch; on cards its state is spoken (a table header says it with aria-sort). */
function SortButton({ header, sort, announce = false }: { header: string; sort: ColumnSort; announce?: boolean }) {
  const Icon = sort.direction === 'none' ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={sort.onSort}
      className="inline-flex min-h-8 cursor-pointer items-center gap-1 rounded font-semibold text-forest hover:underline"
    >
      {header}
      <Icon className="size-3.5" aria-hidden />
      {announce && sort.direction !== 'none' && <span className="sr-only">, sorted {sort.direction}</span>}
    </button>
  );
}
