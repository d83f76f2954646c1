import { useSyncExternalStore } from 'react';
import { runtimeConfig } from './runtime-config';

const never = () => () => {};

/**
 * This page's origin ('https://shop.example'). The server renders the shop's configured public
 * origin, and hydration starts from the same value, so the markup matches; only a browser that
 * reached the shop under another address (a proxy, an IP) re-renders with its own.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(never, () => window.location.origin, serverOrigin);
}

const serverOrigin = () => runtimeConfig().publicOrigin ?? '';
