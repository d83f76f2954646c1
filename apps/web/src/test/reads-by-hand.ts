import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';

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
