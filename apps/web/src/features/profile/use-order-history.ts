import { useQuery } from '@tanstack/react-query';
import { SHOP_DATABASE_ID } from '@/data/products';
import { loadSdk } from '@/lib/sdk';

export interface OrderLine {
  name: string;
  quantity: number;
  price: number;
}

/** SPEC.md §3 'Order history view': id, date, status, total, items. */
export interface OrderSummary {
  id: string;
  /** The `ORD-` number the confirmation page and e-mail give; null on an order without one. */
  reference: string | null;
  createdAt: string;
  status: string;
  total: number;
  items: OrderLine[];
}

function parseItems(raw: unknown): OrderLine[] {
  try {
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!Array.isArray(parsed)) return [];
    return parsed.map((line: Record<string, unknown>) => ({ name: String(line.name ?? ''), quantity: Number(line.quantity ?? 0), price: Number(line.price ?? 0) }));
  } catch {
    return [];
  }
}

/** This user's orders, newest first (SPEC.md §7 'Orders: list by userId newest first'). */
export function useOrderHistory(userId: string) {
  return useQuery({
    queryKey: ['orders', 'mine', userId],
    queryFn: async (): Promise<OrderSummary[]> => {
      const { Query, databases } = await loadSdk();
      const list = await databases.listDocuments({
        databaseId: SHOP_DATABASE_ID,
        collectionId: 'orders',
        queries: [Query.equal('userId', userId), Query.orderDesc('$createdAt'), Query.limit(50)],
      });
      return list.documents.map((doc) => {
        const record = doc as unknown as Record<string, unknown>;
        const reference = typeof record.reference === 'string' && record.reference ? record.reference : null;
        return { id: doc.$id, reference, createdAt: doc.$createdAt, status: String(record.status ?? 'pending'), total: Number(record.total ?? 0), items: parseItems(record.items) };
      });
    },
  });
}
