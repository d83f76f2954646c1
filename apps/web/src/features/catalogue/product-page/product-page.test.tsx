import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_CHANNEL } from '@/data/live-products';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { configureRuntime, runtimeConfig } from '@/lib/runtime-config';
import { renderRoutes } from '@/test/render';
import { useParams } from '@/lib/router/hooks';
import { ProductPage } from './product-page';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function TestProductRoute() {
  const { id = '' } = useParams();
  return <ProductPage id={id} renderReviews={(product) => <p>Reviews of {product.name}</p>} />;
}

const routes = [
  { path: '/product/:id', Component: TestProductRoute },
  { path: '/shop', element: <h1>Shop</h1> },
];

beforeEach(() => {
  fakeBackend.reset();
});

const seedSerum = (overrides: Record<string, unknown> = {}) =>
  fakeBackend.seed('products', [productFields({ $id: 'rose-serum', stock: 3, originalPrice: 39.99, ...overrides })])[0];

describe('product page (docs/product.md §2 /product/{id}, §4)', () => {
  it('shows name, price, description, benefits, image, tabs and sets the title', async () => {
    seedSerum();
    renderRoutes(routes, '/product/rose-serum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosehip Glow Serum' })).toBeInTheDocument();
    expect(screen.getByText('€34.99', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('€39.99', { exact: false }).closest('s')).not.toBeNull();
    expect(screen.getByText('A light facial serum with cold-pressed rosehip oil.')).toBeInTheDocument();
    for (const benefit of ['Brightens', 'Evens tone', 'Softens lines']) expect(screen.getByText(benefit)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Rosehip Glow Serum' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ingredients', 'Reviews', 'Shipping & Returns']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Rosa Canina Fruit Oil, Tocopherol');
    await waitFor(() => expect(document.title).toBe('Rosehip Glow Serum — Pura'));
  });

  it('shows the average rating and its count under the name', async () => {
    seedSerum({ ratingCount: 3, ratingSum: 13 });
    renderRoutes(routes, '/product/rose-serum');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rosehip Glow Serum' });
    const rating = screen.getByRole('img', { name: '4.3 out of 5, 3 reviews' });
    expect(heading.parentElement).toContainElement(rating);
  });

  it('limits the quantity to 1..stock', async () => {
    seedSerum({ stock: 2 });
    const user = userEvent.setup();
    renderRoutes(routes, '/product/rose-serum');
    const quantity = await screen.findByRole('group', { name: 'Quantity' });
    const decrease = within(quantity).getByRole('button', { name: 'Decrease quantity' });
    const increase = within(quantity).getByRole('button', { name: 'Increase quantity' });
    expect(within(quantity).getByRole('status')).toHaveTextContent('1');
    expect(decrease).toBeDisabled();
    await user.click(increase);
    expect(within(quantity).getByRole('status')).toHaveTextContent('2');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    expect(within(quantity).getByRole('status')).toHaveTextContent('1');
  });

  it("stops the quantity at the shop's CART_MAX_PER_PRODUCT and says so, stock unlimited", async () => {
    const initial = runtimeConfig();
    configureRuntime({ ...initial, cartMaxPerProduct: 2 });
    try {
      seedSerum({ stock: null });
      const user = userEvent.setup();
      renderRoutes(routes, '/product/rose-serum');
      const quantity = await screen.findByRole('group', { name: 'Quantity' });
      const increase = within(quantity).getByRole('button', { name: 'Increase quantity' });
      expect(within(quantity).queryByText(/at most/)).not.toBeInTheDocument();
      await user.click(increase);
      expect(within(quantity).getByRole('status')).toHaveTextContent('2');
      expect(increase).toBeDisabled();
      expect(increase).toHaveAccessibleDescription('You can order at most 2 of this product at once');
    } finally {
      configureRuntime(initial);
    }
  });

  it('disables buying an out-of-stock product', async () => {
    seedSerum({ stock: 0 });
    renderRoutes(routes, '/product/rose-serum');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the Shipping & Returns policy of the product page', async () => {
    seedSerum();
    const user = userEvent.setup();
    renderRoutes(routes, '/product/rose-serum');
    await user.click(await screen.findByRole('tab', { name: 'Shipping & Returns' }));
    const panel = screen.getByRole('tabpanel');
    // The shop's policy settings (decision 024), defaults as docs/product.md §9: over €30, 14 days.
    expect(within(panel).getByText('Free shipping on orders over €30')).toBeInTheDocument();
    // Checkout never charges shipping (docs/product.md §9 'Shipping is shown as Free'), below €30 either.
    expect(within(panel).getByText('Checkout never adds a shipping charge: every order shows shipping as Free.')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/flat rate|we charge/i);
    expect(within(panel).getByText('14-day returns')).toBeInTheDocument();
    expect(within(panel).getByText('Delivered in 3-5 business days')).toBeInTheDocument();
  });

  it('toggles the favourite heart', async () => {
    seedSerum();
    const user = userEvent.setup();
    renderRoutes(routes, '/product/rose-serum');
    await user.click(await screen.findByRole('button', { name: 'Add Rosehip Glow Serum to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Rosehip Glow Serum from wishlist' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    seedSerum();
    const release = fakeBackend.hold();
    renderRoutes(routes, '/product/rose-serum');
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosehip Glow Serum' })).toBeInTheDocument();
  });

  it.each(['does-not-exist', '%20not%20an%20id!'])(
    'shows Product Not Found for the unknown id %j with a link back to the shop',
    async (id) => {
      renderRoutes(routes, `/product/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
      expect(screen.getByText("The product you're looking for doesn't exist or could not be loaded.")).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    },
  );

  it('shows the error message with Retry when the back end fails', async () => {
    seedSerum();
    fakeBackend.fail('get:products', 'Database is unavailable', 503);
    const user = userEvent.setup();
    renderRoutes(routes, '/product/rose-serum');
    // One automatic retry (a second apart) comes before the error is shown.
    expect(await screen.findByText('Database is unavailable', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    fakeBackend.recover('get:products');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosehip Glow Serum' })).toBeInTheDocument();
  });

  it('follows live price and stock changes, and turns into Not Found when the product is deleted', async () => {
    const serum = seedSerum();
    renderRoutes(routes, '/product/rose-serum');
    await screen.findByRole('heading', { level: 1, name: 'Rosehip Glow Serum' });
    await waitFor(() => expect(fakeBackend.subscriberCount(PRODUCTS_CHANNEL)).toBe(1));
    fakeBackend.emit({
      events: ['databases.shop.collections.products.documents.rose-serum.update'],
      channels: [PRODUCTS_CHANNEL],
      payload: { ...serum, price: 31, stock: 1 },
    });
    expect(await screen.findByText('€31.00', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('1 in stock')).toBeInTheDocument();

    fakeBackend.remove('products', 'rose-serum');
    fakeBackend.emit({
      events: ['databases.shop.collections.products.documents.rose-serum.delete'],
      channels: [PRODUCTS_CHANNEL],
      payload: serum,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
  });
});
