import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { dismissAllToasts } from '@/lib/toast';
import { resizeWindow } from './match-media';

// jsdom lacks ResizeObserver, which Radix measures with (radio groups inside a form, popovers).
// Any test that reaches such a component — even by a redirect, like /quiz → /quiz/skincare —
// needs it, so it lives here rather than in one feature's test kit.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

/**
 * A console error or warning fails the test that caused it, unless the test expects it by
 * calling `expectConsole('warn', /pattern/)` first (epic-stack's habit).
 */
const expected: Array<{ level: 'error' | 'warn'; pattern: RegExp }> = [];
const unexpected: string[] = [];

export function expectConsole(level: 'error' | 'warn', pattern: RegExp): void {
  expected.push({ level, pattern });
}

for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!expected.some((e) => e.level === level && e.pattern.test(text))) unexpected.push(`console.${level}: ${text}`);
  });
}

beforeEach(() => {
  expected.length = 0;
  unexpected.length = 0;
  // Server rendering is tested without a DOM (`// @vitest-environment node`): nothing to reset there.
  if (typeof document === 'undefined') return;
  dismissAllToasts();
  localStorage.clear();
  resizeWindow(1024);
  document.cookie = 'pura_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

afterEach(() => {
  cleanup();
  const problems = unexpected.splice(0);
  expect(problems, 'unexpected console output').toEqual([]);
});
