import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { WISHLIST_STORAGE_KEY, toggleWishlist } from '@/data/wishlist';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { SiteHeader } from './site-header';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

beforeEach(() => {
  fakeBackend.reset();
  localStorage.clear();
});

describe('the header heart (docs/product.md §2 Header)', () => {
  it('links to /wishlist and names how many products are saved, following every change', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['rose-cream', 'lip-balm']));
    renderRoutes([{ path: '/', element: <SiteHeader /> }]);
    const heart = await screen.findByRole('link', { name: 'Wishlist, 2 saved' });
    expect(heart).toHaveAttribute('href', '/wishlist');
    // The lazily loaded count subscribes in an effect that a busy machine may run after the first
    // toggle; React then catches up outside act, so each new name is waited for.
    act(() => toggleWishlist('lip-balm'));
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 saved' })).toBeInTheDocument();
    act(() => toggleWishlist('rose-cream'));
    expect(await screen.findByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
  });
});
