import { type QueryClient, replaceEqualDeep, useQueryClient } from '@tanstack/react-query';
import type { Models, RealtimeResponseEvent } from 'appwrite';
import { useEffect } from 'react';
import { followChannel } from '@/lib/live-channel';
import { refetchAfterChange } from '@/lib/query-client';
import {
  PRODUCTS_COLLECTION_ID,
  type Product,
  SHOP_DATABASE_ID,
  getProductsByIds,
  listProducts,
  productKeys,
  toProduct,
} from './products';

/** The realtime channel carrying every change to a products document (docs/appwrite-compatibility.md §7.4). */
export const PRODUCTS_CHANNEL = `databases.${SHOP_DATABASE_ID}.collections.${PRODUCTS_COLLECTION_ID}.documents`;

export type ProductChange = { action: 'create' | 'update' | 'delete'; product: Product };

type ProductPayload = Models.Document & Record<string, unknown>;

/** Reads the action and document of a realtime event; null for anything that is not one. */
export function productChangeFromEvent(event: RealtimeResponseEvent<unknown>): ProductChange | null {
  const payload = event.payload as Partial<ProductPayload> | null;
  if (!payload || typeof payload.$id !== 'string') return null;
  // The concrete event name comes first; its last segment is the action. Upserts act as updates.
  const action = event.events
    .map((name) => name.slice(name.lastIndexOf('.') + 1))
    .find((last) => last === 'create' || last === 'update' || last === 'upsert' || last === 'delete');
  if (!action) return null;
  return { action: action === 'upsert' ? 'update' : action, product: toProduct(payload as ProductPayload) };
}

/**
 * Applies one change to every cached product query, as docs/product.md §4 'Product list' says: create
 * prepends (the list is newest first), update replaces, delete removes. An open product page of
 * a deleted product is refetched, so it turns into 'Product Not Found'.
 */
export function applyProductChange(queryClient: QueryClient, { action, product }: ProductChange): void {
  const replace = (list: Product[]) => list.map((p) => (p.id === product.id ? product : p));
  const remove = (list: Product[]) => list.filter((p) => p.id !== product.id);

  queryClient.setQueryData<Product[]>(productKeys.list(), (list) => {
    if (!list) return list;
    if (action === 'delete') return remove(list);
    if (list.some((p) => p.id === product.id)) return replace(list);
    return action === 'create' || action === 'update' ? [product, ...list] : list;
  });
  queryClient.setQueriesData<Product[]>({ queryKey: [...productKeys.all, 'by-ids'] }, (list) =>
    list ? (action === 'delete' ? remove(list) : replace(list)) : list,
  );
  if (action === 'delete') {
    void refetchAfterChange(queryClient, { queryKey: productKeys.detail(product.id), exact: true });
  } else if (queryClient.getQueryData(productKeys.detail(product.id)) !== undefined) {
    queryClient.setQueryData(productKeys.detail(product.id), product);
  }
}

/**
 * Brings the cached products up to date after the channel was closed (before it first opened, or
 * while the socket was down): the changes it missed are worked out and applied as the channel would
 * have carried them. The products are read outside the cache — the whole catalogue when the cache
 * holds it, otherwise the ones it holds — and only those that differ are applied, so a page whose
 * products did not change does not render again (a refetch would: decision 012, TBT).
 */
export async function catchUpProducts(queryClient: QueryClient): Promise<void> {
  const held = new Map<string, Product>();
  for (const [, data] of queryClient.getQueriesData<Product | Product[]>({ queryKey: productKeys.all })) {
    for (const product of Array.isArray(data) ? data : data ? [data] : []) held.set(product.id, product);
  }
  if (held.size === 0) return;
  const catalogueHeld = queryClient.getQueryData(productKeys.list()) !== undefined;
  const current = catalogueHeld ? await listProducts() : await getProductsByIds([...held.keys()]);
  const now = new Map(current.map((product) => [product.id, product]));
  const changes: ProductChange[] = [];
  for (const [id, before] of held) {
    const after = now.get(id);
    if (!after) changes.push({ action: 'delete', product: before });
    else if (replaceEqualDeep(before, after) !== before) changes.push({ action: 'update', product: after });
  }
  // Created meanwhile: oldest first, as the channel would have sent them (create prepends).
  const created = current.filter((product) => !held.has(product.id)).reverse();
  for (const product of created) changes.push({ action: 'create', product });
  for (const change of changes) applyProductChange(queryClient, change);
}

type Subscription = { users: number; unsubscribe: () => void };

// One subscription per query cache however many components ask for live products.
const subscriptions = new WeakMap<QueryClient, Subscription>();

/** Applies each change as it comes, and what the channel missed when it opens or reopens. */
function subscribeToProducts(queryClient: QueryClient): Subscription {
  const unsubscribe = followChannel(PRODUCTS_CHANNEL, {
    onEvent: (event) => {
      const change = productChangeFromEvent(event);
      if (change) applyProductChange(queryClient, change);
    },
    // A failed read leaves the page as it was: the next change or reopen tries again.
    onCatchUp: () => void catchUpProducts(queryClient).catch(() => undefined),
  });
  return { users: 0, unsubscribe };
}

/**
 * Keeps every cached product query current from the realtime channel, so cards and product
 * pages show new prices and stock without a reload (decision 005 item 9). Any page showing products
 * calls it; the shop, the quiz results and the admin share one subscription.
 */
export function useLiveProducts(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let entry = subscriptions.get(queryClient);
    if (!entry) {
      entry = subscribeToProducts(queryClient);
      subscriptions.set(queryClient, entry);
    }
    const current = entry;
    current.users += 1;
    return () => {
      current.users -= 1;
      // Wait a tick: navigating between two live pages (or StrictMode's double effect) hands the
      // subscription over instead of closing and reopening the socket.
      setTimeout(() => {
        if (current.users > 0 || subscriptions.get(queryClient) !== current) return;
        subscriptions.delete(queryClient);
        current.unsubscribe();
      }, 0);
    };
  }, [queryClient]);
}
