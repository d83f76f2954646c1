import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  CARRIER_MAX_LENGTH,
  ORDER_STATUSES,
  TRACKING_NUMBER_MAX_LENGTH,
  isOrderStatus,
  nextStatuses,
  planStatusChange,
} from '@pura/core/orders/order-status';
import { useChangeStatus } from './use-change-status';

/** What the owner is asked before a change that mails the customer and cannot be undone. */
const CONFIRMATIONS: Partial<Record<string, { title: string; confirm: string }>> = {
  cancelled: { title: 'Cancel this order?', confirm: 'Cancel order' },
  refunded: { title: 'Mark this order refunded?', confirm: 'Mark refunded' },
};

/**
 * Picks a new status among those the server allows (the one rule in @pura/core/orders: forward
 * only, cancel and refund from any step); "shipped" takes the carrier and tracking number for the
 * customer's mail, and cancelling or refunding asks first, since it mails the customer, cannot be
 * undone and (for a paid order) puts the stock back.
 */
export function StatusChanger({ orderId, status }: { orderId: string; status: string }) {
  const [next, setNext] = useState(status);
  // A new status (this admin's or another's, live) starts the select over at it.
  const [shownStatus, setShownStatus] = useState(status);
  if (status !== shownStatus) {
    setShownStatus(status);
    setNext(status);
  }
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [confirming, setConfirming] = useState(false);
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
  const confirmation = CONFIRMATIONS[next];
  if (options.length === 0) {
    return (
      <p ref={finalNote} tabIndex={-1} className="text-sm text-muted outline-none">
        This order is {status}, which is final: its status can no longer change.
      </p>
    );
  }

  function submit() {
    if (change.isPending) return;
    requested.current = next;
    change.mutate(
      next === 'shipped'
        ? { status: next, shipment: { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() } }
        : { status: next },
    );
  }

  return (
    <form
      ref={form}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmation) setConfirming(true);
        else submit();
      }}
    >
      <Label htmlFor="order-status">Change status</Label>
      <div className="flex flex-wrap gap-2">
        <select
          ref={select}
          id="order-status"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          className="h-11 rounded-xl border border-sand bg-white px-3 text-sm capitalize"
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {/* While saving the button is only aria-disabled (the submit above ignores it): a disabled
            button would drop the focus of the admin who just pressed it. */}
        <Button
          type="submit"
          disabled={next === status}
          aria-disabled={change.isPending || undefined}
          className="aria-disabled:cursor-progress aria-disabled:opacity-50"
        >
          {change.isPending ? 'Updating…' : 'Update status'}
        </Button>
      </div>
      {next === 'shipped' && status !== 'shipped' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="order-carrier">Carrier</Label>
            <Input
              id="order-carrier"
              required
              maxLength={CARRIER_MAX_LENGTH}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value)}
              placeholder="DHL"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="order-tracking">Tracking number</Label>
            <Input
              id="order-tracking"
              required
              maxLength={TRACKING_NUMBER_MAX_LENGTH}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p className="text-sm text-muted sm:col-span-2">Both go into the shipping e-mail to the customer.</p>
        </div>
      )}
      {releases && <p className="text-sm text-muted">The ordered quantities go back into stock.</p>}
      {/* Confirming closes the dialog at once: the focus goes back to Update status, which shows the saving. */}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>{confirmation?.title}</DialogTitle>
          <DialogDescription>
            The customer is e-mailed about it{releases ? ' and the ordered quantities go back into stock' : ''}. This cannot be undone.
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Go back
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                submit();
              }}
            >
              {confirmation?.confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
