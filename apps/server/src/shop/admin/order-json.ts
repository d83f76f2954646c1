// Reading an order's stored JSON for status changes. The lifecycle itself (statuses, paid, the
// change rule) is @pura/core/orders/order-status, shared with the admin screen.

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

/**
 * The units a cancellation or refund puts back per product id: what payment took (`stockTaken`),
 * or, on an order placed before that was recorded, its lines' quantities.
 */
export function stockToPutBack(order: Record<string, unknown>): Map<string, number> {
  const taken = parseStockTaken(order.stockTaken);
  return taken ?? quantitiesByProduct(order.items);
}

function parseStockTaken(raw: unknown): Map<string, number> | null {
  if (typeof raw !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const units = new Map<string, number>();
  for (const [productId, count] of Object.entries(parsed)) {
    if (Number.isInteger(count) && (count as number) > 0) units.set(productId, count as number);
  }
  return units;
}

/** Quantities per product id of an order's `items` JSON; lines without a product id are skipped. */
function quantitiesByProduct(raw: unknown): Map<string, number> {
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
