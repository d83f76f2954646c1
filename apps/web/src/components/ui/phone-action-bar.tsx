import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** The CSS variable holding the bar's height: toasts rise above it, the page's end and focused fields scroll clear of it. */
const HEIGHT_VARIABLE = '--action-bar-height';

/**
 * A page's main action fixed to the bottom of a phone's screen while the page's own control for it
 * (`watch`) is out of view. Should it hold the keyboard focus as it goes, the focus moves to that
 * control, now on screen, rather than dropping to <body>. `className` hides it where the page's own
 * control is always at hand (e.g. `md:hidden`). A labelled region after the page, so a screen
 * reader finds it as the page's last landmark.
 */
export function PhoneActionBar({ watch, label, className, children }: { watch: RefObject<HTMLElement | null>; label: string; className?: string; children: ReactNode }) {
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

  useEffect(() => {
    const node = bar.current;
    if (!shown || !node) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEIGHT_VARIABLE, `${node.offsetHeight}px`);
    publish();
    // Hidden by `className` on a wider screen, the bar measures 0 and the page keeps its room.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    resize?.observe(node);
    return () => {
      resize?.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={bar}
      role="region"
      aria-label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t border-sand bg-cream px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(42_42_36/0.08)]',
        className,
      )}
    >
      {children}
    </div>
  );
}
