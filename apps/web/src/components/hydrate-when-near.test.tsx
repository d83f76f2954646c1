import { type ReactElement, act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestIntersectionObserver } from '@/test/test-intersection-observer';
import { HydrateWhenNear } from './hydrate-when-near';

/** A card whose button counts presses: a press only counts once React has taken the card over. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {label} {presses}
    </button>
  );
}

function Page() {
  return (
    <>
      <HydrateWhenNear className="near">
        <Counter label="first" />
      </HydrateWhenNear>
      <HydrateWhenNear className="far">
        <Counter label="second" />
      </HydrateWhenNear>
    </>
  );
}

/** Renders as the server does: in Node, where there is no window. */
function renderOnTheServer(element: ReactElement): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

async function serverRenderedPage() {
  const container = document.createElement('div');
  container.innerHTML = renderOnTheServer(<Page />);
  document.body.append(container);
  const [first, second] = [...container.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  const markup = container.innerHTML;
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  return { container, first, second, markup };
}

const pressed = async (button: HTMLButtonElement) => {
  await act(async () => button.click());
  return button.textContent;
};

describe('HydrateWhenNear', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the server markup untouched and leaves it to React only when it comes near', async () => {
    const { container, first, second, markup } = await serverRenderedPage();
    expect(container.innerHTML).toBe(markup);
    // Not taken over yet: the press does nothing (the same markup, the server's count).
    expect(await pressed(second)).toBe('second 0');

    await act(async () => TestIntersectionObserver.comeNear(container.querySelector('.far') as Element));
    expect(await pressed(second)).toBe('second 1');
    // The same elements were kept, not replaced.
    expect(container.querySelectorAll('button')[1]).toBe(second);
    expect(await pressed(first)).toBe('first 0');
  });

  it('is taken over as soon as the visitor points at it, before the click that follows', async () => {
    const { container, second } = await serverRenderedPage();
    await act(async () => {
      second.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    expect(await pressed(second)).toBe('second 1');
    expect(container.querySelectorAll('button')[1]).toBe(second);
  });

  it('renders at once when the browser renders the page itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page />));
    const second = container.querySelectorAll('button')[1] as HTMLButtonElement;
    expect(await pressed(second)).toBe('second 1');
    const wrappers = [...container.querySelectorAll('.near, .far')];
    expect(TestIntersectionObserver.instances.some((o) => wrappers.some((w) => o.targets.has(w)))).toBe(false);
  });

  it('renders the children on the server, with nothing of its own around them but the wrapper', () => {
    const html = renderOnTheServer(
      <HydrateWhenNear className="h-full">
        <p>card</p>
      </HydrateWhenNear>,
    );
    expect(html).toBe('<div class="h-full"><!--$--><p>card</p><!--/$--></div>');
  });
});
