import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocation, useNavigation, useParams, useSearchParams } from './hooks';
import { Link } from './link';
import { createMemoryRouter } from './memory-router';
import { Navigate } from './navigate';
import { Outlet, RouterProvider } from './router-provider';
import type { RouteObject } from './match-routes';
import { deferredRoute } from './testing/deferred-route';

function renderRouter(routes: RouteObject[], url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output>{params.toString()}</output>
      <button type="button" onClick={() => void setParams({ category: 'Serums' })}>
        Record
      </button>
      <button type="button" onClick={() => void setParams(new URLSearchParams('q=rose&q=oil'), { replace: true })}>
        Params
      </button>
      <button
        type="button"
        onClick={() => {
          // Two updates in a row: the second sees the first.
          void setParams((current) => new URLSearchParams([...current, ['page', '2']]));
          void setParams((current) => new URLSearchParams([...current, ['sort', 'new']]));
        }}
      >
        Functions
      </button>
      <button type="button" onClick={() => void setParams({})}>
        Clear
      </button>
    </>
  );
}

describe('useSearchParams', () => {
  it('reads the query and navigates to the same path with a new one', async () => {
    const user = userEvent.setup();
    const router = renderRouter([{ path: '/shop', Component: Filters }], '/shop?q=tea');
    expect(screen.getByRole('status')).toHaveTextContent('q=tea');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(router.state).toMatchObject({ historyAction: 'PUSH', location: { pathname: '/shop', search: '?category=Serums' } });
    expect(screen.getByRole('status')).toHaveTextContent('category=Serums');
    await user.click(screen.getByRole('button', { name: 'Params' }));
    expect(router.state).toMatchObject({ historyAction: 'REPLACE', location: { search: '?q=rose&q=oil' } });
    await user.click(screen.getByRole('button', { name: 'Functions' }));
    expect(router.state.location.search).toBe('?q=rose&q=oil&page=2&sort=new');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('useParams and Outlet', () => {
  function Order() {
    return <p>Order {useParams().orderId}</p>;
  }
  it('renders nested routes inside their layout with the URL’s parameters', () => {
    renderRouter(
      [
        {
          path: '/admin',
          element: (
            <main aria-label="Admin">
              <Outlet />
            </main>
          ),
          children: [{ path: 'orders/:orderId', Component: Order }],
        },
      ],
      '/admin/orders/o-7',
    );
    expect(screen.getByRole('main', { name: 'Admin' })).toHaveTextContent('Order o-7');
  });
});

describe('a page whose code is not loaded yet', () => {
  function Layout() {
    const navigation = useNavigation();
    return (
      <>
        {navigation.state === 'loading' && <div role="progressbar" aria-label="Loading page" />}
        <Link to="/shop">Shop</Link>
        <Outlet />
      </>
    );
  }

  it('keeps the current page with a loading state until it can show the next', async () => {
    const shop = deferredRoute('shop', () => <h1>Shop</h1>);
    renderRouter([{ path: '/', Component: Layout, children: [{ index: true, element: <h1>Home</h1> }, shop.route] }]);
    await userEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    shop.load();
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('on the first page, shows the fallback of its route table until the code arrives', async () => {
    const home = deferredRoute('/', () => <h1>Home</h1>);
    renderRouter([{ ...home.route, HydrateFallback: () => <p>Loading…</p> }]);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    home.load();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

describe('Navigate', () => {
  function Where() {
    const location = useLocation();
    return (
      <p>
        At {location.pathname} from {String((location.state as { from?: string } | null)?.from)}
      </p>
    );
  }
  it('redirects once rendered, replacing the entry, also under StrictMode', async () => {
    const router = renderRouter(
      [
        { path: '/quiz', element: <Navigate to="/quiz/skincare" replace state={{ from: 'quiz' }} /> },
        { path: '/quiz/skincare', Component: Where },
      ],
      '/quiz',
    );
    expect(await screen.findByText('At /quiz/skincare from quiz')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/quiz/skincare');
  });
});
