import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least `px` CSS pixels wide, following resizes and rotations. The
 * admin area renders only in the browser; the server snapshot (wide) is never shown to anyone.
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
