import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import { RequireAuth } from './require-auth';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function renderGuarded(url: string) {
  return renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <p>Profile content</p>
          </RequireAuth>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAuth adminOnly>
            <p>Admin content</p>
          </RequireAuth>
        ),
      },
    ],
    url,
  );
}

describe('the guard (docs/product.md §2)', () => {
  beforeEach(() => {
    fakeBackend.reset();
    document.cookie = 'pura_signed_in=1; path=/';
  });
  afterEach(() => {
    document.cookie = 'pura_signed_in=; path=/; max-age=0';
  });

  it('checks, then sends a signed-out visitor to /login remembering the origin', async () => {
    const { router } = renderGuarded('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('shows Access Denied to a signed-in non-admin on /admin', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Ada' });
    renderGuarded('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(screen.queryByText('Admin content')).not.toBeInTheDocument();
  });

  it('shows the page to an admin', async () => {
    fakeBackend.signIn({ id: 'a1', name: 'Admin', labels: ['admin'] });
    renderGuarded('/admin');
    expect(await screen.findByText('Admin content')).toBeInTheDocument();
  });
});
