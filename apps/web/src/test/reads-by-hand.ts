import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { expect } from 'vitest';

/** One read of a query that the test answers: `answer(value)` settles it. */
export interface HeldRead<T> {
  answer: (value: T) => void;
}

/**
 * Watches `queryKey` as a mounted component would (an observer), with reads the test answers by
 * hand, so it can choose the order in which answers land. The first read starts at once.
 */
export function watchWithReadsByHand<T>(queryClient: QueryClient, queryKey: QueryKey) {
  const reads: HeldRead<T>[] = [];
  const observer = new QueryObserver<T>(queryClient, {
    queryKey,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: () => new Promise<T>((resolve) => reads.push({ answer: resolve })),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { reads, current: () => queryClient.getQueryData<T>(queryKey), stop: unsubscribe };
}

/** Lets timers and promises run until `condition` holds; fails the test if it never does. */
export async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !condition(); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}
