import { useQuery } from '@tanstack/react-query';
import type { OrderItem } from '@pura/core/collections/order-fields';
import { SHOP_DATABASE_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';

export type OrderLine = Pick<OrderItem, 'name' | 'quantity' | 'price'>;

/** docs/product.md §3 'Order history view': id, date, status, total, items. */
export interface OrderSummary {
  id: string;
  /** The `ORD-` number the confirmation page and e-mail give; null on an order without one. */
  reference: string | null;
  createdAt: string;
  status: string;
  total: number;
  items: OrderLine[];
  /** The VAT inside `total` (euros) and its rate, for an order paid with tax included in prices; null when tax was added. */
  includedVat: { tax: number; rateBasisPoints: number } | null;
  /** What the order paid for shipping, in euros; 0 (Free) for orders from before it was recorded (decision 030). */
  shipping: number;
}

// The orders' JSON fields parse with core's schemas, which bring zod: loaded with the SDK, when the
// history is read, never in the storefront's first chunks.
const loadOrderFields = () => import('@pura/core/collections/order-fields');

/** This user's orders, newest first (docs/product.md §7 'Orders: list by userId newest first'). */
export function useOrderHistory(userId: string) {
  return useQuery({
    queryKey: ['orders', 'mine', userId],
    queryFn: async (): Promise<OrderSummary[]> => {
      const [{ Query, databases }, { orderItemSchema, parseJsonField }] = await Promise.all([loadSdk(), loadOrderFields()]);
      const itemsSchema = orderItemSchema.array();
      const list = await databases.listDocuments({
        databaseId: SHOP_DATABASE_ID,
        collectionId: 'orders',
        queries: [Query.equal('userId', userId), Query.orderDesc('$createdAt'), Query.limit(50)],
      });
      return list.documents.map((doc) => {
        const record = doc as unknown as Record<string, unknown>;
        const reference = typeof record.reference === 'string' && record.reference ? record.reference : null;
        const includedVat =
          record.taxMode === 'included_in_prices' && typeof record.taxRateBasisPoints === 'number'
            ? { tax: Number(record.tax ?? 0), rateBasisPoints: record.taxRateBasisPoints }
            : null;
        return {
          id: doc.$id,
          reference,
          createdAt: doc.$createdAt,
          status: String(record.status ?? 'pending'),
          total: Number(record.total ?? 0),
          items: parseJsonField(itemsSchema, record.items) ?? [],
          includedVat,
          shipping: Number(record.shipping ?? 0),
        };
      });
    },
  });
}
