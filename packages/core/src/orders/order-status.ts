/**
 * The order status lifecycle (decision 008 part 6, decision 009 'Orders'): one list and one rule for the
 * server that changes statuses and the admin screen that offers them. Checkout creates orders as
 * `completed` once paid (docs/product.md §4 'Order status'); `pending` is an order whose payment never
 * finished.
 */
export const ORDER_STATUSES = ['pending', 'completed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order whose payment went through and whose stock was taken: sales figures count these. */
export const PAID_STATUSES: readonly OrderStatus[] = ['completed', 'processing', 'shipped', 'delivered'];
const PAID: ReadonlySet<string> = new Set(PAID_STATUSES);

/** Statuses that end an order: its stock is back on the shelf. */
const CLOSED: ReadonlySet<string> = new Set<OrderStatus>(['cancelled', 'refunded']);

/** The way an order walks, in order; cancelled and refunded branch off it from any step. */
const FORWARD: readonly string[] = ['pending', 'completed', 'processing', 'shipped', 'delivered'] satisfies OrderStatus[];

/** The longest carrier name and tracking number "shipped" takes (docs/product.md §3 'Order status'). */
export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 100;

/** Where a shipped order went: told to the customer in the shipping mail and kept in its history. */
export type Shipment = { carrier: string; trackingNumber: string };

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The outcome of moving an order from one status to another. */
export type StatusChangePlan = { allowed: true; releaseStock: boolean } | { allowed: false; reason: string };

/**
 * What changing `from` to `to` means. Cancelling or refunding a paid order puts its stock back
 * (once: a cancelled order later marked refunded releases nothing more). A closed order cannot be
 * reopened, since its stock may already be sold again; only cancelled → refunded is allowed.
 * Otherwise a status only moves forward: the customer was already told it shipped.
 */
export function planStatusChange(from: string, to: OrderStatus): StatusChangePlan {
  if (CLOSED.has(from) && !(from === 'cancelled' && to === 'refunded')) {
    return { allowed: false, reason: `This order is ${from}: its stock has been released, so it cannot become ${to} again.` };
  }
  if (FORWARD.indexOf(to) >= 0 && FORWARD.indexOf(from) > FORWARD.indexOf(to)) {
    return {
      allowed: false,
      reason: `This order is already ${from}: an order's status only moves forward, so it cannot go back to ${to}.`,
    };
  }
  return { allowed: true, releaseStock: PAID.has(from) && CLOSED.has(to) };
}

/** The statuses an order in `from` can be moved to: what the admin screen offers, by the rule above. */
export function nextStatuses(from: string): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => to !== from && planStatusChange(from, to).allowed);
}
