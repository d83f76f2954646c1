/**
 * jsdom has no window.matchMedia. This one answers width queries — `(min-width: Npx)` and
 * `(max-width: Npx)`, joined by `and` — from window.innerWidth (jsdom: 1024) and tells a list's
 * 'change' listeners when a test resizes the window (`resizeWindow`). Other media features never match.
 */
function matches(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const width = /^\(\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(part.trim());
    if (!width) return false;
    return width[1] === 'min' ? window.innerWidth >= Number(width[2]) : window.innerWidth <= Number(width[2]);
  });
}

/** The lists someone listens to, each with the answer its listeners last heard. */
const listened = new Map<TestMediaQueryList, boolean>();

class TestMediaQueryList extends EventTarget {
  onchange = null;
  constructor(readonly media: string) {
    super();
  }
  get matches(): boolean {
    return matches(this.media);
  }
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'change') listened.set(this, this.matches);
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null): void {
    if (type === 'change') listened.delete(this);
    super.removeEventListener(type, listener);
  }
  addListener(listener: EventListener): void {
    this.addEventListener('change', listener);
  }
  removeListener(listener: EventListener): void {
    this.removeEventListener('change', listener);
  }
}

if (typeof window !== 'undefined') window.matchMedia ??= (query) => new TestMediaQueryList(query) as unknown as MediaQueryList;

/** Resizes the test window (as a phone turning, or a narrower screen) and tells the media queries listened to. */
export function resizeWindow(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  for (const [list, heard] of listened) {
    if (list.matches === heard) continue;
    listened.set(list, list.matches);
    list.dispatchEvent(Object.assign(new Event('change'), { matches: list.matches, media: list.media }));
  }
}
