import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { watchWithReadsByHand } from '@/test/reads-by-hand';
import '@/data/testing/patient-waits';
import { useLiveRefresh } from './use-live-refresh';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const CHANNEL = 'databases.shop.collections.orders.documents';
const ORDERS_KEY = ['admin', 'orders', 'page'];

function newOrderEvent() {
  fakeBackend.emit({ events: ['databases.shop.collections.orders.documents.o2.create'], channels: [CHANNEL], payload: { $id: 'o2' } });
}

describe('useLiveRefresh', () => {
  beforeEach(() => fakeBackend.reset());

  it('reads a table again when one of its documents changes', async () => {
    const queryClient = new QueryClient();
    const table = watchWithReadsByHand<string[]>(queryClient, ORDERS_KEY);
    table.reads[0]!.answer(['o1']);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useLiveRefresh('orders', [ORDERS_KEY]), { wrapper });
    await waitFor(() => expect(fakeBackend.subscriberCount(CHANNEL)).toBe(1));

    newOrderEvent();
    await waitFor(() => expect(table.reads).toHaveLength(2));
    table.reads[1]!.answer(['o2', 'o1']);
    await waitFor(() => expect(table.current()).toEqual(['o2', 'o1']));
    table.stop();
  });

  it('does not keep the answer of a first read that left before the change', async () => {
    const queryClient = new QueryClient();
    const table = watchWithReadsByHand<string[]>(queryClient, ORDERS_KEY);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useLiveRefresh('orders', [ORDERS_KEY]), { wrapper });
    await waitFor(() => expect(fakeBackend.subscriberCount(CHANNEL)).toBe(1));

    newOrderEvent(); // the table's first read is still on its way
    await waitFor(() => expect(table.reads).toHaveLength(2));
    table.reads[0]!.answer(['o1']); // from before the new order
    table.reads[1]!.answer(['o2', 'o1']);
    await waitFor(() => expect(table.current()).toEqual(['o2', 'o1']));
    table.stop();
  });
});
