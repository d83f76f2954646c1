import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { makeProduct, productFields } from '@/data/testing/product-fixtures';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { FeaturedProducts } from './featured-products';
import { selectFeatured } from './select-featured';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const routes = [{ path: '/', element: <FeaturedProducts /> }];
beforeEach(() => fakeBackend.reset());

describe('featured selection (docs/product.md §2, §9)', () => {
  it('takes the first six products flagged bestseller or new, in list order', () => {
    const list = Array.from({ length: 10 }, (_, i) => makeProduct({ id: `p${i}`, isNew: i % 3 === 0, isBestseller: i % 4 === 0 }));
    expect(selectFeatured(list).map((p) => p.id)).toEqual(['p0', 'p3', 'p4', 'p6', 'p8', 'p9']);
    expect(selectFeatured(list.slice(0, 5), 6).map((p) => p.id)).toEqual(['p0', 'p3', 'p4']);
  });
});

describe('featured products (docs/product.md §2)', () => {
  it('shows the loading text, then the flagged products and View All Products', async () => {
    fakeBackend.seed('products', [
      productFields({ $id: 'plain', name: 'Plain Balm' }),
      productFields({ $id: 'star', name: 'Star Serum', isBestseller: true }),
      productFields({ $id: 'fresh', name: 'Fresh Wash', isNew: true }),
    ]);
    renderRoutes(routes, '/');
    const featured = screen.getByRole('region', { name: 'Featured Products' });
    expect(within(featured).getByText('Loading featured products...')).toBeInTheDocument();
    const cards = await within(featured).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Fresh Wash', 'Star Serum']);
    expect(within(featured).getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');
  });

  it('shows the empty state with Browse Shop', async () => {
    fakeBackend.seed('products', [productFields({ $id: 'plain' })]);
    renderRoutes(routes, '/');
    expect(await screen.findByText('No featured products available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the error with Retry', async () => {
    fakeBackend.seed('products', [productFields({ $id: 'star', name: 'Star Serum', isBestseller: true })]);
    fakeBackend.fail('list:products', 'Failed to fetch', 0);
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    expect(await screen.findByText('Error loading products: Failed to fetch')).toBeInTheDocument();
    fakeBackend.recover('list:products');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Star Serum' })).toBeInTheDocument();
  });
});
