import { type ReactNode, Suspense, use, useCallback, useMemo, useState, useSyncExternalStore } from 'react';

/**
 * Server-rendered markup that React takes over only when it comes near the viewport or the
 * visitor reaches for it (decision 012: TBT). Until then the markup stays exactly as the server sent
 * it — links work, nothing is missing — but costs no hydration work: a long shop page hydrates
 * the few cards on screen instead of all of them in one go.
 *
 * How: the children sit in a Suspense boundary; while the page hydrates they wait on a gate, and
 * React leaves a waiting boundary's server markup in place and hydrates it once the gate opens.
 * The gate opens on an IntersectionObserver hit (a screen ahead), on a pointer, touch or focus
 * inside, or as soon as the children change, so an update never meets markup React has not
 * taken over. Rendered on the server, or by the browser after start-up (a client navigation),
 * there is no gate and the children render at once.
 */
export function HydrateWhenNear({ className, children }: { className?: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(subscribeToNothing, clientSnapshot, hydrationSnapshot);
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate() : null));
  const [firstChildren] = useState(children);
  // The same element while the children stay the same: React then skips the boundary when this
  // component re-renders (it does once after hydrating, as `hydrating` turns false), which a new
  // element would count as an update forcing the waiting markup to be replaced.
  const boundary = useMemo(() => {
    if (children !== firstChildren) gate?.open();
    return <Suspense fallback={null}>{gate ? <Gate gate={gate}>{children}</Gate> : children}</Suspense>;
  }, [children, firstChildren, gate]);
  const watch = useCallback((element: HTMLElement | null) => (element && gate ? openWhenNear(element, gate) : undefined), [gate]);
  return (
    <div ref={watch} className={className}>
      {boundary}
    </div>
  );
}

function Gate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.opened);
  return children;
}

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((done) => (resolve = done));
  // Marked settled the moment it opens, as React's `use` expects of a thenable: a render right
  // after `open` (an update) then goes on at once instead of waiting a microtask.
  const settled = opened as Promise<void> & { status?: 'fulfilled'; value?: undefined };
  return {
    opened,
    open: () => {
      if (settled.status === 'fulfilled') return;
      settled.status = 'fulfilled';
      settled.value = undefined;
      resolve();
    },
  };
}

/** How far ahead of the viewport a boundary is taken over, so scrolling never meets a dead card. */
const NEAR_MARGIN = '100% 0px';
const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The wrappers still waiting, with their gates; one observer and one set of listeners for all. */
const waiting = new Map<Element, Gate>();
let observer: IntersectionObserver | null = null;

function openWhenNear(element: HTMLElement, gate: Gate): (() => void) | undefined {
  // A browser that cannot tell what is near takes everything over, as if nothing were deferred.
  if (typeof IntersectionObserver !== 'function') {
    gate.open();
    return undefined;
  }
  if (!observer) {
    observer = new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && open(entry.target)), {
      rootMargin: NEAR_MARGIN,
    });
    // On the document, in the capture phase: ahead of React's own listeners on the root, which
    // would otherwise try to take over the boundary under the pointer while its gate is shut.
    for (const type of REACH_EVENTS) document.addEventListener(type, openAround, { capture: true, passive: true });
  }
  waiting.set(element, gate);
  observer.observe(element);
  return () => forget(element);
}

function openAround(event: Event) {
  for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
    if (waiting.has(node)) open(node);
  }
}

function open(element: Element) {
  waiting.get(element)?.open();
  forget(element);
}

function forget(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

const subscribeToNothing = () => () => undefined;
const clientSnapshot = () => false;
// What useSyncExternalStore answers on the server and while React hydrates the server's markup.
const hydrationSnapshot = () => true;
