import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { makeProduct } from '@/data/testing/product-fixtures';
import { WISHLIST_STORAGE_KEY } from '@/data/wishlist';
import type { Product } from '@/data/products';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { ProductCard } from './product-card';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function renderCard(product: Product) {
  return renderRoutes([
    { path: '/', element: <ProductCard product={product} /> },
    { path: '/login', element: <h1>Sign in page</h1> },
    { path: '/product/:id', element: <h1>Product page</h1> },
  ]);
}

beforeEach(() => fakeBackend.reset());

describe('product card (docs/product.md §2)', () => {
  it('shows category, name linking to the product, € price, stock and the first two benefits', () => {
    renderCard(makeProduct({ stock: 7 }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Skincare')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Rosehip Glow Serum' })).toHaveAttribute('href', '/product/rosehip-serum');
    expect(within(card).getByText('€34.99')).toBeInTheDocument();
    expect(within(card).getByText('7 in stock')).toBeInTheDocument();
    const benefits = within(card).getByRole('list', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brightens', 'Evens tone']);
    expect(within(card).queryByRole('list', { name: 'Labels' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('shows the average stars and review count beside the name, in words for screen readers, and nothing while unrated', () => {
    const { unmount } = renderCard(makeProduct({ ratingCount: 12, ratingSum: 54 }));
    const card = screen.getByRole('article');
    const rating = within(card).getByRole('img', { name: '4.5 out of 5, 12 reviews' });
    expect(rating).toHaveTextContent('4.5 (12)');
    expect(rating.querySelector('.rating-stars')).toHaveStyle({ '--rating': '90%' });
    unmount();
    renderCard(makeProduct());
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    expect(document.querySelector('.rating-stars')).toBeNull();
  });

  it('strikes through the original price of a product on sale', () => {
    renderCard(makeProduct({ price: 24.99, originalPrice: 29.99 }));
    const original = screen.getByText('€29.99', { exact: false });
    expect(original.closest('s')).not.toBeNull();
    expect(screen.getByText('€24.99', { exact: false }).closest('s')).toBeNull();
  });

  it('shows New and Bestseller badges', () => {
    renderCard(makeProduct({ isNew: true, isBestseller: true }));
    const labels = screen.getByRole('list', { name: 'Labels' });
    expect(within(labels).getByText('New')).toBeInTheDocument();
    expect(within(labels).getByText('Bestseller')).toBeInTheDocument();
  });

  it('marks an out-of-stock product and disables Add to Cart', () => {
    renderCard(makeProduct({ stock: 0 }));
    expect(within(screen.getByRole('list', { name: 'Labels' })).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  });

  it('treats unknown stock as unlimited', () => {
    renderCard(makeProduct({ stock: null }));
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });

  it('serves the image as a sized WebP preview with a 2x candidate and an AVIF source', () => {
    const { container } = renderCard(makeProduct());
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toContain('output=webp');
    expect(img.getAttribute('srcset')).toMatch(
      /width=320&height=320&quality=80&output=webp\S* 320w, .*width=640&height=640&quality=80&output=webp\S* 640w/,
    );
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('quality=50&output=avif');
  });

  it('falls back to the default image, then to the text "Image unavailable"', () => {
    const { container } = renderCard(makeProduct());
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    const fallback = container.querySelector('img') as HTMLImageElement;
    expect(fallback).toHaveAttribute('src', '/Pura.png');
    expect(container.querySelector('source')).toBeNull();
    fireEvent.error(fallback);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('keeps the wishlist heart in local storage', async () => {
    const user = userEvent.setup();
    renderCard(makeProduct());
    await user.click(screen.getByRole('button', { name: 'Add Rosehip Glow Serum to wishlist' }));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['rosehip-serum']);
    await user.click(screen.getByRole('button', { name: 'Remove Rosehip Glow Serum from wishlist' }));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('asks a signed-out visitor to log in when adding to the cart', async () => {
    const user = userEvent.setup();
    const { router } = renderCard(makeProduct());
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Please log in to add items to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
