import { useState } from 'react';
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
  const change = useChangeStatus(orderId);
  const options = nextStatuses(status);
  // The current status stays selectable (it is the select's value), in lifecycle order.
  const choices = isOrderStatus(status) ? ORDER_STATUSES.filter((s) => s === status || options.includes(s)) : [status, ...options];
  const plan = isOrderStatus(next) ? planStatusChange(status, next) : null;
  const releases = plan?.allowed === true && plan.releaseStock;
  if (options.length === 0) {
    return <p className="text-sm text-muted">This order is {status}, which is final: its status can no longer change.</p>;
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(next);
      }}
    >
      <Label htmlFor="order-status">Change status</Label>
      <div className="flex flex-wrap gap-2">
        <select id="order-status" value={next} onChange={(event) => setNext(event.target.value)} className="h-11 rounded-xl border border-sand bg-white px-3 text-sm capitalize">
          {choices.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <Button type="submit" disabled={next === status || change.isPending}>
          {change.isPending ? 'Updating…' : 'Update status'}
        </Button>
      </div>
      {releases && <p className="text-sm text-muted">The ordered quantities go back into stock.</p>}
    </form>
  );
}
