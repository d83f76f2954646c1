import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from 'react';

/** Where the keyboard was in a list: the row (its data-row-id) and which of its controls. */
interface Place {
  rowId: string;
  control: number;
}

const CONTROLS = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

const controlsOf = (row: Element) => [...row.querySelectorAll<HTMLElement>(CONTROLS)];

/**
 * Keeps a keyboard's place in an admin list whose rows can go (a delete, or another admin's
 * delete arriving live): when the row the focus was in is gone and the focus fell to <body>, the
 * same control (Delete) of the row after it takes the focus, else of the row before it, else
 * `fallback` (the list's heading or its Add button) when no row is left.
 *
 * Spread the returned props on an element around the whole list that stays while it has no rows,
 * and mark each row with `data-row-id`. A dialog opened from a row (a confirmation) keeps the row's
 * place: React's focus events come through its portal.
 */
export function useFocusAfterRowRemoval<Container extends HTMLElement>(
  rows: readonly { id: string }[] | undefined,
  fallback: RefObject<HTMLElement | null>,
) {
  const container = useRef<Container>(null);
  const place = useRef<Place | null>(null);
  const shownRows = useRef(rows);

  // A layout effect: the focus moves before the browser paints the list without the row.
  useLayoutEffect(() => {
    const before = shownRows.current ?? [];
    shownRows.current = rows;
    const left = place.current;
    if (!left || rows === before) return;
    const ids = new Set(rows?.map((row) => row.id));
    if (ids.has(left.rowId)) return;
    place.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const index = before.findIndex((row) => row.id === left.rowId);
    const neighbour = before.slice(index + 1).find((row) => ids.has(row.id)) ?? before.slice(0, index).findLast((row) => ids.has(row.id));
    const row =
      neighbour &&
      [...(container.current?.querySelectorAll('[data-row-id]') ?? [])].find(
        (element) => element.getAttribute('data-row-id') === neighbour.id,
      );
    const controls = row ? controlsOf(row) : [];
    (controls[left.control] ?? controls.at(-1) ?? fallback.current)?.focus();
  }, [rows, fallback]);

  const onFocus = (event: FocusEvent<Container>) => {
    const target = event.target;
    // Outside the list's own elements: a dialog one of its buttons opened, which leaves the place as it is.
    if (!container.current?.contains(target)) return;
    const row = target.closest('[data-row-id]');
    place.current =
      row && container.current.contains(row)
        ? { rowId: row.getAttribute('data-row-id') ?? '', control: controlsOf(row).indexOf(target) }
        : null;
  };

  const onBlur = (event: FocusEvent<Container>) => {
    const next = event.relatedTarget;
    // To somewhere else on the page, not into a dialog: the list is left behind.
    if (next instanceof Element && !container.current?.contains(next) && !next.closest('[role="dialog"]')) place.current = null;
  };

  return { ref: container, onFocus, onBlur };
}
