import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from './idle';

describe('eachWhenIdle (decision 012: TBT)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does every item, in order, a slice of an idle period at a time', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    // Each step takes 2 ms of a 50 ms idle period: a slice stops after 3 ms, so two steps a slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: number[] = [];
    eachWhenIdle([1, 2, 3, 4, 5], (item) => {
      done.push(item);
      now += 2;
    });
    expect(done).toEqual([]);
    const slices: number[][] = [];
    while (callbacks.length > 0) {
      const before = done.length;
      callbacks.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
      slices.push(done.slice(before));
    }
    expect(slices).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('asks for no idle time with nothing to do', () => {
    const request = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    eachWhenIdle([], () => undefined);
    expect(request).not.toHaveBeenCalled();
  });
});
