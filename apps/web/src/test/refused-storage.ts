import { vi } from 'vitest';

/**
 * Makes this test's browser refuse storage outright, as Safari with cookies blocked or a sandboxed
 * frame do: reading `window.localStorage` or `window.sessionStorage` throws. Undone by
 * `vi.restoreAllMocks()`.
 */
export function refuseStorage(): void {
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
}
