import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FocusOnNavigation } from './focus-on-navigation';
import { useSearchParams } from './hooks';
import { Link } from './link';
import type { RouteObject } from './match-routes';
import { createMemoryRouter } from './memory-router';
import { Navigate } from './navigate';
import { Outlet, RouterProvider } from './router-provider';
import { deferredRoute } from './testing/deferred-route';

function Layout() {
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <nav aria-label="Main">
        <Link to="/">Home</Link>
        <Link to="/about">About</Link>
        <Link to="/blank">Blank</Link>
        <Link to="/late">Late</Link>
        <Link to="/old">Old address</Link>
        <Link to="/quiz">Quiz</Link>
        <Link to="/account">Account</Link>
      </nav>
      <main ref={main} tabIndex={-1} aria-label="Content">
        <Outlet />
      </main>
      <FocusOnNavigation main={main} />
    </>
  );
}

function Filters() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <h1>Shop</h1>
      <button type="button" onClick={() => void setParams({ category: 'Serums' })}>
        Serums
      </button>
    </>
  );
}

/** A page whose heading comes with its data, after a skeleton. */
function Late() {
  const [loaded, setLoaded] = useState(false);
  const [, setParams] = useSearchParams();
  return loaded ? (
    <h1>Late arrival</h1>
  ) : (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
      <button type="button" onClick={() => void setParams({ step: '1' }, { replace: true })}>
        Fill in the URL
      </button>
    </>
  );
}

/** A page that places the focus itself as it opens. */
function Quiz() {
  const question = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  // Once, as effects run in production: StrictMode's second run would come after the layout's.
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    question.current?.focus();
  }, []);
  return (
    <>
      <h1>Skin quiz</h1>
      <h2 ref={question} tabIndex={-1}>
        Question 1
      </h2>
    </>
  );
}

function renderAt(url: string, extra: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'about', element: <h1>About us</h1> },
        { path: 'blank', element: <p>Nothing to title</p> },
        { path: 'late', Component: Late },
        { path: 'old', element: <Navigate to="/about" replace /> },
        { path: 'shop', Component: Filters },
        { path: 'quiz', Component: Quiz },
        ...extra,
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('focus after a navigation', () => {
  it('moves to the new page’s heading, without a focus ring, and leaves it a plain heading afterwards', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    const heading = await screen.findByRole('heading', { name: 'About us' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading.style.outline).toBe('none');
    await user.tab();
    expect(heading).not.toHaveAttribute('tabindex');
    expect(heading).not.toHaveAttribute('style');
  });

  it('does not scroll to the heading: scroll restoration has placed the page', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const router = renderAt('/');
    await act(() => router.navigate('/about'));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it('moves to <main> on a page without a heading', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Blank' }));
    expect(await screen.findByText('Nothing to title')).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Content' })).toHaveFocus();
  });

  it('gives a heading that arrives after the page the focus, while the visitor has not moved it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Late' }));
    const finish = await screen.findByRole('button', { name: 'Finish loading' });
    expect(screen.getByRole('main', { name: 'Content' })).toHaveFocus();
    // Clicked from the code, not by the visitor: the focus stays on <main>.
    await act(() => screen.getByRole('button', { name: 'Fill in the URL' }).click());
    act(() => finish.click());
    expect(await screen.findByRole('heading', { name: 'Late arrival' })).toHaveFocus();
  });

  it('leaves the focus where the visitor moved it before the heading arrived', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Late' }));
    const finish = await screen.findByRole('button', { name: 'Finish loading' });
    await user.click(finish);
    expect(screen.getByRole('heading', { name: 'Late arrival' })).not.toHaveFocus();
  });

  it('waits for a page whose code loads first, then focuses its heading', async () => {
    const user = userEvent.setup();
    const account = deferredRoute('account', () => <h1>Your account</h1>);
    renderAt('/', [account.route]);
    await user.click(screen.getByRole('link', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus();
    account.load();
    expect(await screen.findByRole('heading', { name: 'Your account' })).toHaveFocus();
  });

  it('also after Back and Forward, where the focused link went with its page', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.tab();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home' })).toHaveFocus();
  });

  it('stays on the first page the document opens, and on a redirect from it', async () => {
    renderAt('/old');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('follows a redirect after a visitor’s navigation to the page it leads to', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Old address' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('stays on the control when only the query changes (a filter)', async () => {
    const user = userEvent.setup();
    const router = renderAt('/shop');
    await user.click(screen.getByRole('button', { name: 'Serums' }));
    expect(router.state.location.search).toBe('?category=Serums');
    expect(screen.getByRole('button', { name: 'Serums' })).toHaveFocus();
  });

  it('leaves the focus a page placed itself as it opened', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('link', { name: 'Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toHaveFocus();
  });
});
