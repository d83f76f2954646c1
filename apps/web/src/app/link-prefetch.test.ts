import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestIntersectionObserver } from '@/test/test-intersection-observer';
import { prefetchLinks } from './link-prefetch';

function addLink(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('links reached for and links on screen (decision 012: route prefetch)', () => {
  beforeEach(() => {
    TestIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    setConnection(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('names the page of a link the pointer rests on or the keyboard reaches, once per path, and only for this site', () => {
    const shop = addLink('/shop');
    const elsewhere = addLink('https://example.com/shop');
    const onIntent = vi.fn();
    prefetchLinks({ onIntent, onSight: vi.fn() });

    shop.dispatchEvent(new Event('pointerover', { bubbles: true }));
    shop.dispatchEvent(new Event('focusin', { bubbles: true }));
    elsewhere.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(onIntent.mock.calls).toEqual([['/shop']]);
  });

  it('hears of the links that have been on screen, links added later included, a batch at a time', async () => {
    const about = addLink('/about');
    const offScreen = addLink('/privacy');
    const onSight = vi.fn();
    prefetchLinks({ onIntent: vi.fn(), onSight });
    await vi.waitFor(() => expect(TestIntersectionObserver.watches(about)).toBe(true));
    expect(TestIntersectionObserver.watches(offScreen)).toBe(true);

    const later = document.createElement('div');
    later.innerHTML = '<p><a href="/product/rose-serum">Rose serum</a></p>';
    document.body.append(later);
    const product = later.querySelector('a')!;
    await vi.waitFor(() => expect(TestIntersectionObserver.watches(product)).toBe(true));

    TestIntersectionObserver.comeNear(about);
    TestIntersectionObserver.comeNear(product);
    await vi.waitFor(() => expect(onSight.mock.calls).toEqual([[['/about', '/product/rose-serum']]]));
    // Shown once is enough: the link is no longer watched, and the one never shown is not named.
    expect(TestIntersectionObserver.watches(about)).toBe(false);

    // A second link to a page already named is not named again.
    const again = addLink('/about');
    await vi.waitFor(() => expect(TestIntersectionObserver.watches(again)).toBe(true));
    TestIntersectionObserver.comeNear(again);
    TestIntersectionObserver.comeNear(offScreen);
    await vi.waitFor(() => expect(onSight.mock.calls).toEqual([[['/about', '/product/rose-serum']], [['/privacy']]]));
  });

  it("leaves out downloads, other sites and the server's own endpoints", async () => {
    const download = addLink('/receipts/1.pdf', { download: '' });
    const elsewhere = addLink('https://example.com/');
    const signIn = addLink('/v1/account/sessions/oauth2/google');
    const endpoint = addLink('/api/newsletter/confirm');
    const shop = addLink('/shop');
    prefetchLinks({ onIntent: vi.fn(), onSight: vi.fn() });
    await vi.waitFor(() => expect(TestIntersectionObserver.watches(shop)).toBe(true));
    for (const link of [download, elsewhere, signIn, endpoint]) expect(TestIntersectionObserver.watches(link)).toBe(false);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'watches nothing on screen when the connection says %o, but still hears of intent',
    async (connection) => {
      setConnection(connection);
      const shop = addLink('/shop');
      const onIntent = vi.fn();
      prefetchLinks({ onIntent, onSight: vi.fn() });
      // Start-up's idle wait has passed by the time a timer queued after it fires.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(TestIntersectionObserver.instances).toEqual([]);

      shop.dispatchEvent(new Event('touchstart', { bubbles: true }));
      expect(onIntent.mock.calls).toEqual([['/shop']]);
    },
  );
});
