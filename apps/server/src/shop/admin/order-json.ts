// Reading an order's stored JSON for status changes. The lifecycle itself (statuses, paid, the
// change rule) is @pura/core/orders/order-status, shared with the admin screen.

import { z } from 'zod';
import { type OrderItem, type StatusHistoryEntry, parseJsonField, statusHistoryEntrySchema } from '@pura/core/collections/order-fields';

const statusHistorySchema = statusHistoryEntrySchema.array();
// Any JSON object; its entries are checked one by one below, so one bad count drops only itself.
const stockTakenSchema = z.record(z.string(), z.unknown());

/** An order's statusHistory (orders declaration); empty when absent or malformed. */
export function parseStatusHistory(raw: unknown): StatusHistoryEntry[] {
  return parseJsonField(statusHistorySchema, raw) ?? [];
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
  const parsed = parseJsonField(stockTakenSchema, raw);
  if (!parsed) return null;
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
  for (const line of lines as Array<Partial<OrderItem>>) {
    if (typeof line?.id !== 'string' || !Number.isInteger(line.quantity) || (line.quantity ?? 0) <= 0) continue;
    quantities.set(line.id, (quantities.get(line.id) ?? 0) + (line.quantity ?? 0));
  }
  return quantities;
}
