import { useEffect } from 'react';

const UNSAVED = 'You have unsaved changes. Leave without saving?';

/**
 * While `dirty`, asks before the owner leaves an admin form: a reload, a closed tab or a link
 * inside the shop.
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture phase: runs before the router's own link handler, so a cancelled click goes nowhere.
    const linkClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && !window.confirm(UNSAVED)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [dirty]);
}
