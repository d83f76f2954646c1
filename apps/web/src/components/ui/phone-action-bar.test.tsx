import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestIntersectionObserver } from '@/test/test-intersection-observer';
import { PhoneActionBar } from './phone-action-bar';

function Page() {
  const main = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={main}>Add to Cart</button>
      <PhoneActionBar watch={main} label="Add to cart" hideFrom="md">
        <button>Add from the bar</button>
      </PhoneActionBar>
    </>
  );
}

const bar = () => screen.queryByRole('region', { name: 'Add to cart' });
const breakpoint = () => document.documentElement.dataset.actionBar;

describe('PhoneActionBar', () => {
  beforeAll(() => vi.stubGlobal('IntersectionObserver', TestIntersectionObserver));
  afterAll(() => vi.unstubAllGlobals());

  it('shows while the watched control is off the screen and gives the page room for itself', () => {
    const { unmount } = render(<Page />);
    const main = screen.getByRole('button', { name: 'Add to Cart' });
    expect(bar()).toBeNull();
    expect(breakpoint()).toBeUndefined();

    act(() => TestIntersectionObserver.goAway(main));
    expect(bar()).toContainElement(screen.getByRole('button', { name: 'Add from the bar' }));
    // styles.css gives the page room for it below that breakpoint (checked in Chromium: e2e/phone-walk.spec.ts).
    expect(breakpoint()).toBe('md');

    act(() => TestIntersectionObserver.comeNear(main));
    expect(bar()).toBeNull();
    expect(breakpoint()).toBeUndefined();
    unmount();
  });

  it("hands the keyboard focus to the page's own control as it goes", () => {
    render(<Page />);
    const main = screen.getByRole('button', { name: 'Add to Cart' });
    act(() => TestIntersectionObserver.goAway(main));
    act(() => screen.getByRole('button', { name: 'Add from the bar' }).focus());
    act(() => TestIntersectionObserver.comeNear(main));
    expect(bar()).toBeNull();
    expect(main).toHaveFocus();
  });
});
