import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

beforeEach(() => {
  fakeBackend.reset();
  fakeBackend.seed('products', [
    productFields({ $id: 'plain', name: 'Plain Balm', category: 'Lip Care' }),
    productFields({ $id: 'star', name: 'Star Serum', isBestseller: true }),
  ]);
});

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('storefront routes (docs/product.md §2)', () => {
  it('/ composes hero, quiz promo, how it works, featured products, why choose and the journey', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Collection' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Take the Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/quiz/skincare');
    for (const step of ['Take the Quiz', 'Get Your Routine', 'Enjoy the Results'])
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    for (const reason of ['Certified Organic', 'Cruelty-Free', 'Eco-Packaging', '100% Vegan'])
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured Products' });
    expect(await within(featured).findByRole('link', { name: 'Star Serum' })).toHaveAttribute('href', '/product/star');
    await waitFor(() => expect(document.title).toBe('Pura — Organic Vegan Skincare & Haircare'));
    expect(description()).toMatch(/2-minute quiz/);
  });

  it('/shop has its heading, title and the collection', async () => {
    renderRoutes(routes, '/shop?category=Lip%20Care');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 of 2 products')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shop — Pura'));
    expect(description()).toMatch(/organic, vegan/);
  });

  it('/products redirects to /shop', async () => {
    const { router } = renderRoutes(routes, '/products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('/product/{id} shows the product with its real reviews in the Reviews tab', async () => {
    fakeBackend.seed('reviews', [{ productId: 'star', userId: 'u1', rating: 5, text: 'Glowing.', authorName: 'Ada' }]);
    const user = userEvent.setup();
    renderRoutes(routes, '/product/star');
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Serum' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Star Serum — Pura'));
    expect(description()).toBe('A light facial serum with cold-pressed rosehip oil.');
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText('Glowing.')).toBeInTheDocument();
    expect(screen.getByText('5.0 out of 5')).toBeInTheDocument();
  });
});
