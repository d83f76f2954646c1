/**
 * Order statuses an admin may set (issue 9 'Orders'). Checkout creates orders as `completed`
 * once paid (SPEC.md §4 'Order status'); `pending` is an order whose payment never finished.
 */
export const ORDER_STATUSES = ['pending', 'completed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order whose payment went through and whose stock was taken: the sales figures count these. */
export const PAID_STATUSES: readonly OrderStatus[] = ['completed', 'processing', 'shipped', 'delivered'];
const PAID: ReadonlySet<string> = new Set(PAID_STATUSES);

/** Statuses that end an order: its stock is back on the shelf. */
const CLOSED: ReadonlySet<string> = new Set(['cancelled', 'refunded']);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * What changing `from` to `to` means. Cancelling or refunding a paid order puts its stock back
 * (once: a cancelled order later marked refunded releases nothing more). A closed order cannot
 * be reopened, since its stock may already be sold again; only cancelled → refunded is allowed.
 */
export function planStatusChange(from: string, to: OrderStatus): { allowed: true; releaseStock: boolean } | { allowed: false; reason: string } {
  if (CLOSED.has(from) && !(from === 'cancelled' && to === 'refunded')) {
    return { allowed: false, reason: `This order is ${from}: its stock has been released, so it cannot become ${to} again.` };
  }
  return { allowed: true, releaseStock: PAID.has(from) && CLOSED.has(to) };
}

/** One entry of an order's statusHistory JSON (orders declaration). */
export interface StatusHistoryEntry {
  status: string;
  at: string;
  /** The admin's user id. */
  by: string;
}

export function parseStatusHistory(raw: unknown): StatusHistoryEntry[] {
  if (typeof raw !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as StatusHistoryEntry[]) : [];
  } catch {
    return [];
  }
}

/** An order line as checkout stores it in `items` (SPEC.md §3 Order). */
export interface OrderLine {
  id: string;
  quantity: number;
}

/** Quantities per product id of an order's `items` JSON; lines without a product id are skipped. */
export function quantitiesByProduct(raw: unknown): Map<string, number> {
  const quantities = new Map<string, number>();
  let lines: unknown;
  try {
    lines = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return quantities;
  }
  if (!Array.isArray(lines)) return quantities;
  for (const line of lines as Array<Partial<OrderLine>>) {
    if (typeof line?.id !== 'string' || !Number.isInteger(line.quantity) || (line.quantity ?? 0) <= 0) continue;
    quantities.set(line.id, (quantities.get(line.id) ?? 0) + (line.quantity ?? 0));
  }
  return quantities;
}
