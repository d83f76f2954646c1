import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ORDER_STATUSES, isOrderStatus, nextStatuses, planStatusChange } from '@pura/core/orders/order-status';
import { useChangeStatus } from './use-change-status';

/**
 * Picks a new status among those the server allows (the one rule in @pura/core/orders); cancelling
 * or refunding a paid order says that its stock goes back.
 */
export function StatusChanger({ orderId, status }: { orderId: string; status: string }) {
  const [next, setNext] = useState(status);
  // A new status (this admin's or another's, live) starts the select over at it.
  const [shownStatus, setShownStatus] = useState(status);
  if (status !== shownStatus) {
    setShownStatus(status);
    setNext(status);
  }
  const change = useChangeStatus(orderId);
  const form = useRef<HTMLFormElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const finalNote = useRef<HTMLParagraphElement>(null);
  const requested = useRef<string | null>(null);

  // Once the status asked for is the order's, the button has nothing left to update and is
  // disabled, or the whole form gives way to the final note: the keyboard goes back to the
  // select (the next change starts there), or to that note, rather than falling to <body>.
  useLayoutEffect(() => {
    if (requested.current !== status) return;
    requested.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !form.current?.contains(focused)) return;
    (select.current ?? finalNote.current)?.focus();
  }, [status]);

  const options = nextStatuses(status);
  // The current status stays selectable (it is the select's value), in lifecycle order.
  const choices = isOrderStatus(status) ? ORDER_STATUSES.filter((s) => s === status || options.includes(s)) : [status, ...options];
  const plan = isOrderStatus(next) ? planStatusChange(status, next) : null;
  const releases = plan?.allowed === true && plan.releaseStock;
  if (options.length === 0) {
    return (
      <p ref={finalNote} tabIndex={-1} className="text-sm text-muted outline-none">
        This order is {status}, which is final: its status can no longer change.
      </p>
    );
  }
  return (
    <form
      ref={form}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (change.isPending) return;
        requested.current = next;
        change.mutate(next);
      }}
    >
      <Label htmlFor="order-status">Change status</Label>
      <div className="flex flex-wrap gap-2">
        <select ref={select} id="order-status" value={next} onChange={(event) => setNext(event.target.value)} className="h-11 rounded-xl border border-sand bg-white px-3 text-sm capitalize">
          {choices.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {/* While saving the button is only aria-disabled (the submit above ignores it): a disabled
            button would drop the focus of the admin who just pressed it. */}
        <Button type="submit" disabled={next === status} aria-disabled={change.isPending || undefined} className="aria-disabled:cursor-progress aria-disabled:opacity-50">
          {change.isPending ? 'Updating…' : 'Update status'}
        </Button>
      </div>
      {releases && <p className="text-sm text-muted">The ordered quantities go back into stock.</p>}
    </form>
  );
}
