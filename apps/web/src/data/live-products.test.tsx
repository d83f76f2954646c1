import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { makeProduct } from '@/data/testing/product-fixtures';
import { PRODUCTS_CHANNEL, applyProductChange, productChangeFromEvent, useLiveProducts } from './live-products';
import { type Product, productKeys, toProduct } from './products';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const doc = (fields: Record<string, unknown>) => ({
  $id: 'p1',
  $createdAt: '2025-01-01T00:00:00.000+00:00',
  $updatedAt: '2025-01-01T00:00:00.000+00:00',
  name: 'Serum',
  price: 20,
  category: 'Skincare',
  ...fields,
});
const event = (action: string, payload: unknown) => ({
  events: [`databases.shop.collections.products.documents.p1.${action}`, 'databases.*.collections.*.documents.*', 'databases.shop'],
  channels: ['databases.shop.collections.products.documents'],
  timestamp: '',
  payload,
  subscriptions: [],
});

describe('productChangeFromEvent', () => {
  it('reads the action from the concrete event name', () => {
    expect(productChangeFromEvent(event('update', doc({ price: 18 })))).toMatchObject({ action: 'update', product: { id: 'p1', price: 18 } });
    expect(productChangeFromEvent(event('create', doc({})))?.action).toBe('create');
    expect(productChangeFromEvent(event('delete', doc({})))?.action).toBe('delete');
    expect(productChangeFromEvent(event('upsert', doc({})))?.action).toBe('update');
  });

  it('ignores events without a document', () => {
    expect(productChangeFromEvent(event('update', null))).toBeNull();
    expect(productChangeFromEvent({ ...event('update', doc({})), events: ['databases.shop'] })).toBeNull();
  });
});

describe('applyProductChange (docs/product.md §4 Product list)', () => {
  function cacheWith(list: Product[]) {
    const client = new QueryClient();
    client.setQueryData(productKeys.list(), list);
    client.setQueryData(productKeys.detail('a'), list[0]);
    client.setQueryData(productKeys.byIds(['a', 'b']), list);
    return client;
  }
  const a = makeProduct({ id: 'a', price: 10 });
  const b = makeProduct({ id: 'b', price: 12 });

  it('create prepends, update replaces everywhere, delete removes', () => {
    const client = cacheWith([a, b]);
    applyProductChange(client, { action: 'create', product: makeProduct({ id: 'c' }) });
    expect(client.getQueryData<Product[]>(productKeys.list())?.map((p) => p.id)).toEqual(['c', 'a', 'b']);

    applyProductChange(client, { action: 'update', product: { ...a, price: 9, stock: 0 } });
    expect(client.getQueryData<Product[]>(productKeys.list())?.find((p) => p.id === 'a')).toMatchObject({ price: 9, stock: 0 });
    expect(client.getQueryData<Product>(productKeys.detail('a'))).toMatchObject({ price: 9 });
    expect(client.getQueryData<Product[]>(productKeys.byIds(['a', 'b']))?.[0]).toMatchObject({ price: 9 });

    applyProductChange(client, { action: 'delete', product: b });
    expect(client.getQueryData<Product[]>(productKeys.list())?.map((p) => p.id)).toEqual(['c', 'a']);
    expect(client.getQueryData<Product[]>(productKeys.byIds(['a', 'b']))?.map((p) => p.id)).toEqual(['a']);
  });

  it('does not create a detail entry nobody asked for', () => {
    const client = cacheWith([a]);
    applyProductChange(client, { action: 'update', product: b });
    expect(client.getQueryData(productKeys.detail('b'))).toBeUndefined();
  });
});

describe('useLiveProducts: what the channel missed', () => {
  beforeEach(() => {
    fakeBackend.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  /** The catalogue on the server, oldest first. */
  const seedCatalogue = () =>
    fakeBackend.seed('products', [
      { $id: 'p1', name: 'Serum', price: 20, category: 'Skincare' },
      { $id: 'p2', name: 'Balm', price: 30, category: 'Lip Care' },
    ]);
  /** The catalogue on the server, and the same catalogue as a page read it before the channel opened. */
  function catalogueReadBy(queryClient: QueryClient) {
    const list = seedCatalogue()
      .map((d) => toProduct(d as never))
      .reverse(); // newest first
    queryClient.setQueryData(productKeys.list(), list);
    return list;
  }
  const change = (id: string, fields: Record<string, unknown>) => {
    const before = fakeBackend.documents('products').find((d) => d.$id === id)!;
    fakeBackend.remove('products', id);
    fakeBackend.seed('products', [{ ...before, ...fields }]);
  };
  function follow(queryClient: QueryClient) {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return renderHook(() => useLiveProducts(), { wrapper });
  }
  const listOf = (queryClient: QueryClient) => queryClient.getQueryData<Product[]>(productKeys.list())!;

  it('applies a change made before the channel opened, and leaves the unchanged products as they were', async () => {
    const queryClient = new QueryClient();
    const before = catalogueReadBy(queryClient);
    change('p1', { price: 18 });
    follow(queryClient);
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1));
    await vi.advanceTimersByTimeAsync(3_000); // the first catch-up waits until the page has settled
    await waitFor(() => expect(listOf(queryClient).find((p) => p.id === 'p1')?.price).toBe(18));
    // The same object: nothing showing it renders again.
    expect(listOf(queryClient).find((p) => p.id === 'p2')).toBe(before.find((p) => p.id === 'p2'));
    expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1);
  });

  it('after a drop, adds what was created, removes what was deleted and keeps the list as it was when nothing changed', async () => {
    const queryClient = new QueryClient();
    catalogueReadBy(queryClient);
    const hook = follow(queryClient);
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1));
    await vi.advanceTimersByTimeAsync(3_000); // the first catch-up: nothing to do
    const unchanged = listOf(queryClient);

    fakeBackend.reopen();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listOf(queryClient)).toBe(unchanged);

    // While the socket was down: p2 deleted, p3 created.
    fakeBackend.remove('products', 'p2');
    fakeBackend.seed('products', [{ $id: 'p3', name: 'Toner', price: 12, category: 'Skincare' }]);
    fakeBackend.reopen();
    await waitFor(() => expect(listOf(queryClient).map((p) => p.id)).toEqual(['p3', 'p1']));

    hook.unmount();
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(0));
  });

  it('reads only the products it holds when it does not hold the catalogue', async () => {
    const queryClient = new QueryClient();
    const [serum] = seedCatalogue();
    queryClient.setQueryData(productKeys.detail('p1'), toProduct(serum as never));
    change('p1', { price: 17 });
    follow(queryClient);
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1));
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(queryClient.getQueryData<Product>(productKeys.detail('p1'))?.price).toBe(17));
    // Not read, so not made up: the catalogue stays unread.
    expect(queryClient.getQueryData(productKeys.list())).toBeUndefined();
  });
});
