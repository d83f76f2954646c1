import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The table as a page shows it, with the hook following its collection; its first read is on its way. */
function liveTable() {
  const queryClient = new QueryClient();
  const table = watchWithReadsByHand<string[]>(queryClient, ORDERS_KEY);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useLiveRefresh('orders', [ORDERS_KEY]), { wrapper });
  return { table, hook };
}

describe('useLiveRefresh', () => {
  beforeEach(() => {
    fakeBackend.reset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  /** The channel is open; the first catch-up waits until the page has settled (lib/live-channel.ts). */
  async function subscribedAndSettled() {
    await waitFor(() => expect(fakeBackend.subscriberCount(CHANNEL)).toBe(1));
    await vi.advanceTimersByTimeAsync(3_000);
  }

  it('reads a table again when one of its documents changes', async () => {
    const { table } = liveTable();
    table.reads[0]!.answer(['o1']);
    await waitFor(() => expect(fakeBackend.subscriberCount(CHANNEL)).toBe(1));
    expect(table.reads).toHaveLength(1);
    // Once the page has settled, whatever changed before the channel opened is read again.
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(table.reads).toHaveLength(2));
    table.reads[1]!.answer(['o1']);

    newOrderEvent();
    await waitFor(() => expect(table.reads).toHaveLength(3));
    table.reads[2]!.answer(['o2', 'o1']);
    await waitFor(() => expect(table.current()).toEqual(['o2', 'o1']));
    table.stop();
  });

  it('does not keep the answer of a read that left before the change', async () => {
    const { table } = liveTable();
    await subscribedAndSettled();
    await waitFor(() => expect(table.reads).toHaveLength(2)); // the first read, and the catch-up

    newOrderEvent(); // both are still on their way
    await waitFor(() => expect(table.reads).toHaveLength(3));
    table.reads[0]!.answer(['o1']); // from before the new order
    table.reads[1]!.answer(['o1']);
    table.reads[2]!.answer(['o2', 'o1']);
    await waitFor(() => expect(table.current()).toEqual(['o2', 'o1']));
    table.stop();
  });

  it('reads the table again when the socket reopens after a drop, and stops following on unmount', async () => {
    const { table, hook } = liveTable();
    await subscribedAndSettled();
    await waitFor(() => expect(table.reads).toHaveLength(2));
    table.reads[1]!.answer(['o1']);

    // An order placed while the socket was down was never sent: reopening reads the table again.
    fakeBackend.reopen();
    await waitFor(() => expect(table.reads).toHaveLength(3));
    table.reads[2]!.answer(['o2', 'o1']);
    await waitFor(() => expect(table.current()).toEqual(['o2', 'o1']));

    hook.unmount();
    await waitFor(() => expect(fakeBackend.subscriberCount(CHANNEL)).toBe(0));
    fakeBackend.reopen();
    newOrderEvent();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(table.reads).toHaveLength(3);
    table.stop();
  });
});
