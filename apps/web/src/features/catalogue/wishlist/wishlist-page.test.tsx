import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { WISHLIST_STORAGE_KEY } from '@/data/wishlist';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { WishlistPage } from './wishlist-page';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const routes = ['/wishlist', '/shop', '/quiz/skincare', '/quiz/haircare'].map((path) => ({
  path,
  element: <WishlistPage />,
}));

const save = (ids: string[]) => localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));

beforeEach(() => {
  fakeBackend.reset();
  localStorage.clear();
  fakeBackend.seed('products', [
    productFields({ $id: 'rose-cream', name: 'Rose Cream' }),
    productFields({ $id: 'lip-balm', name: 'Lip Balm' }),
    productFields({ $id: 'hair-oil', name: 'Hair Oil' }),
  ]);
});

describe('/wishlist (docs/product.md §2)', () => {
  it('lists the saved products, the newest first, leaving out ones no longer in the catalogue', async () => {
    save(['rose-cream', 'deleted-toner', 'hair-oil']);
    renderRoutes(routes, '/wishlist');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Hair Oil', 'Rose Cream']);
    expect(screen.getByText('2 saved products')).toBeInTheDocument();
    for (const card of cards) expect(within(card).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('removes a product with its heart', async () => {
    save(['rose-cream', 'lip-balm']);
    const user = userEvent.setup();
    renderRoutes(routes, '/wishlist');
    await user.click(await screen.findByRole('button', { name: 'Remove Lip Balm from wishlist' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['rose-cream']);
  });

  it('offers the shop and both quizzes when nothing is saved', async () => {
    renderRoutes(routes, '/wishlist');
    expect(screen.getByRole('heading', { name: 'Nothing saved yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
    expect(screen.getByRole('link', { name: 'Haircare Quiz' })).toHaveAttribute('href', '/quiz/haircare');
  });
});
