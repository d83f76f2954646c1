import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * This page's origin ('https://shop.example') once the app runs in the browser; '' while the
 * server renders and while the browser hydrates that render, so both produce the same markup.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(never, () => window.location.origin, () => '');
}
