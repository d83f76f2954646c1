import type { Models } from 'appwrite';


export interface OrderLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  isBundle: boolean;
  /** This line's share of the routine discount in euros; 0 for normal lines. */
  discount: number;
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  zipCode: string;
}

/** An order as the admin sees it (SPEC.md §3 Order, JSON fields parsed). */
export interface AdminOrder {
  id: string;
  reference: string;
  userId: string;
  email: string;
  status: string;
  items: OrderLine[];
  subtotal: number;
  tax: number;
  total: number;
  shippingAddress: ShippingAddress | null;
  paymentIntentId: string;
  customPackagingName: string | null;
  statusHistory: Array<{ status: string; at: string; by: string }>;
  createdAt: string;
  updatedAt: string;
}

function json<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string') return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

const money = (v: unknown) => (typeof v === 'number' ? v : 0);

export function toAdminOrder(doc: Models.Document & Record<string, unknown>): AdminOrder {
  const lines = json<Array<Partial<OrderLine>>>(doc.items, []);
  return {
    id: doc.$id,
    reference: typeof doc.reference === 'string' ? doc.reference : doc.$id,
    userId: String(doc.userId ?? ''),
    email: String(doc.email ?? ''),
    status: String(doc.status ?? 'pending'),
    items: Array.isArray(lines)
      ? lines.map((l) => ({ id: String(l.id ?? ''), name: String(l.name ?? ''), price: money(l.price), quantity: Number(l.quantity ?? 0), isBundle: l.isBundle === true, discount: money(l.discount) }))
      : [],
    subtotal: money(doc.subtotal),
    tax: money(doc.tax),
    total: money(doc.total),
    shippingAddress: json<ShippingAddress | null>(doc.shippingAddress, null),
    paymentIntentId: String(doc.paymentIntentId ?? ''),
    customPackagingName: typeof doc.customPackagingName === 'string' && doc.customPackagingName ? doc.customPackagingName : null,
    statusHistory: json(doc.statusHistory, []),
    // $createdAt orders the list, so the date shown is the same one.
    createdAt: doc.$createdAt,
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : doc.$updatedAt,
  };
}

/**
 * The routine discount of an order: the sum of its lines' recorded shares. The stored subtotal is
 * before the discount (server order-record.ts), so Subtotal − discount + Tax = Total.
 */
export function orderDiscount(order: AdminOrder): number {
  return order.items.reduce((sum, line) => sum + Math.round(line.discount * 100), 0) / 100;
}
