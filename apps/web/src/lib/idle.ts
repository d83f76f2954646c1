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
