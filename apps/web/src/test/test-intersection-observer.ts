/**
 * jsdom has no layout, so no IntersectionObserver: this stand-in records what is watched and lets
 * a test say when an element comes into view (or near it, for an observer with a margin), the way
 * the browser's would report it. The journeys check the same against real Chromium.
 */
export class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports `target` intersecting to every observer watching it. */
  static comeNear(target: Element) {
    TestIntersectionObserver.report(target, true);
  }
  /** Reports `target` scrolled off the screen to every observer watching it. */
  static goAway(target: Element) {
    TestIntersectionObserver.report(target, false);
  }
  private static report(target: Element, isIntersecting: boolean) {
    for (const observer of TestIntersectionObserver.instances.filter((o) => o.targets.has(target))) {
      observer.callback([{ target, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
  /** Whether any observer watches `target`. */
  static watches(target: Element): boolean {
    return TestIntersectionObserver.instances.some((observer) => observer.targets.has(target));
  }
}
