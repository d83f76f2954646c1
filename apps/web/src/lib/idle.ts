/**
 * Runs `callback` when the browser is idle (or after `timeoutMs` at the latest): work a page can
 * do without — opening a websocket, loading the SDK for it — never competes with its first
 * paint, hydration or a tap (decision 012: TBT). Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 3_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/** Lets the browser handle input and paint before the next piece of start-up work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `each` on the items a few at a time in the browser's idle periods, a short slice of each
 * period: for work made of many small costly steps — inserting a <link> that starts a download
 * costs about a millisecond of the main thread — that must not add up into a long task (decision
 * 012: TBT). An idle period can last 50 ms; filling it would make a long task of its own.
 */
export function eachWhenIdle<T>(items: readonly T[], each: (item: T) => void): void {
  const queue = [...items];
  const work = (deadline?: IdleDeadline) => {
    const started = performance.now();
    do each(queue.shift() as T);
    while (queue.length > 0 && performance.now() - started < IDLE_SLICE_MS && (deadline?.timeRemaining() ?? 0) > 0);
    if (queue.length > 0) schedule();
  };
  const schedule = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 1));
  if (queue.length > 0) schedule();
}

/** The most main-thread time one idle slice takes: well under a long task even on a slow phone. */
const IDLE_SLICE_MS = 3;
