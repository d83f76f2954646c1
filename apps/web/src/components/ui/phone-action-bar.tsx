import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A page's main action fixed to the bottom of a phone's screen while the page's own control for it
 * (`watch`) is out of view. Should it hold the keyboard focus as it goes, the focus moves to that
 * control, now on screen, rather than dropping to <body>. `hideFrom` hides it on screens where the
 * page's own control is always at hand. A labelled region after the page, so a screen
 * reader finds it as the page's last landmark.
 */
export function PhoneActionBar({
  watch,
  label,
  hideFrom,
  children,
}: {
  watch: RefObject<HTMLElement | null>;
  label: string;
  hideFrom: 'md' | 'lg';
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = watch.current;
    if (!node || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      const inView = entry?.isIntersecting ?? true;
      if (inView && bar.current?.contains(document.activeElement)) {
        (node.matches('a[href], button') ? node : node.querySelector<HTMLElement>('a[href], button'))?.focus({ preventScroll: true });
      }
      setShown(!inView);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [watch]);

  // Shown, it tells styles.css its breakpoint: toasts rise above it, the page's end and focused
  // fields scroll clear of it, on the screens it shows on.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.dataset.actionBar = hideFrom;
    return () => {
      delete root.dataset.actionBar;
    };
  }, [shown, hideFrom]);

  if (!shown) return null;
  return (
    <div
      ref={bar}
      role="region"
      aria-label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex h-(--action-bar-height) items-center gap-3 border-t border-sand bg-cream px-4 pb-[env(safe-area-inset-bottom)] pura-shadow-up',
        hideFrom === 'md' ? 'md:hidden' : 'lg:hidden',
      )}
    >
      {children}
    </div>
  );
}
