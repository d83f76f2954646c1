import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { makeProduct } from '@/data/testing/product-fixtures';
import { watchWithReadsByHand } from '@/test/reads-by-hand';
import { PRODUCTS_CHANNEL, applyProductChange, productChangeFromEvent, useLiveProducts } from './live-products';
import { type Product, productKeys } from './products';

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

describe('useLiveProducts', () => {
  beforeEach(() => fakeBackend.reset());

  it('applies changes as they come, and reads the catalogue again when the channel opens and after a drop', async () => {
    const queryClient = new QueryClient();
    const list = watchWithReadsByHand<Product[]>(queryClient, productKeys.list());
    list.reads[0]!.answer([makeProduct({ id: 'p1', price: 20 })]);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const hook = renderHook(() => useLiveProducts(), { wrapper });
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1));
    // A price changed between the page's read and the subscription was never sent: read again.
    await waitFor(() => expect(list.reads).toHaveLength(2));
    list.reads[1]!.answer([makeProduct({ id: 'p1', price: 18 })]);
    await waitFor(() => expect(list.current()?.[0]?.price).toBe(18));

    fakeBackend.emit(event('update', doc({ price: 16 })));
    expect(list.current()?.[0]?.price).toBe(16);
    expect(list.reads).toHaveLength(2);

    fakeBackend.reopen();
    await waitFor(() => expect(list.reads).toHaveLength(3));
    list.reads[2]!.answer([makeProduct({ id: 'p1', price: 15 })]);
    await waitFor(() => expect(list.current()?.[0]?.price).toBe(15));

    hook.unmount();
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(0));
    list.stop();
  });
});
