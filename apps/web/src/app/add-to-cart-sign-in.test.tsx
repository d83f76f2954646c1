import { clearCart } from '@pura/core/cart/cart-state';
import { DEFAULT_SHOP_SETTINGS } from '@pura/core/settings/shop-settings-display';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartRoute } from '@/app/routes/cart';
import { useCart, updateCart } from '@/data/cart-store';
import { SESSION_QUERY_KEY } from '@/data/session';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { makeProduct } from '@/data/testing/product-fixtures';
import { WAITING_CART_ADD_KEY } from '@/data/waiting-cart-add';
import { ProductCard } from '@/features/catalogue/product-card/product-card';
import { UserMenu } from '@/features/auth/user-menu';
import { configureRuntime, runtimeConfig } from '@/lib/runtime-config';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const serum = makeProduct({ stock: 5 });

function CartLines() {
  const cart = useCart();
  return (
    <ul aria-label="Cart lines">
      {cart.items.map((line) => (
        <li key={line.id}>{`${line.name} × ${line.quantity}`}</li>
      ))}
    </ul>
  );
}

/** A shop page with the header's account menu, a product card and what the cart holds. */
function renderShop() {
  const shopPage = (
    <>
      <UserMenu />
      <ProductCard product={serum} />
      <CartLines />
    </>
  );
  return renderRoutes([
    { path: '/', element: shopPage },
    { path: '/login', element: <h1>Sign in page</h1> },
    { path: '/cart', element: <CartRoute /> },
  ]);
}

function chooseCheckoutSetting(signInToAddToCart: boolean) {
  configureRuntime({ ...runtimeConfig(), shop: { ...DEFAULT_SHOP_SETTINGS, checkout: { signInToAddToCart } } });
}

const initialConfig = runtimeConfig();
beforeEach(() => {
  fakeBackend.reset();
  updateCart(clearCart);
  sessionStorage.clear();
});
afterEach(() => configureRuntime(initialConfig));

describe('Add to Cart and the checkout setting (docs/settings.md, Checkout)', () => {
  it('sign-in mode: a guest goes to /login, and once signed in the product is already in the cart', async () => {
    chooseCheckoutSetting(true);
    const user = userEvent.setup();
    const { router, queryClient } = renderShop();
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Please log in to add items to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/' } });

    // Signing in brings the visitor back to the page (useReturnPath), where the header's menu adds the product.
    fakeBackend.signIn({ id: 'u1', name: 'Ada' });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await router.navigate('/');
    expect(await screen.findByText('Rosehip Glow Serum × 1')).toBeInTheDocument();
    expect(screen.getByText('Rosehip Glow Serum added to cart!')).toBeInTheDocument();
    expect(sessionStorage.getItem(WAITING_CART_ADD_KEY)).toBeNull();
  });

  it('sign-in mode: a press given up on (older than half an hour) adds nothing at a later sign-in', async () => {
    chooseCheckoutSetting(true);
    sessionStorage.setItem(
      WAITING_CART_ADD_KEY,
      JSON.stringify({
        lines: [{ ...serum, image: '', quantity: 1, isBundle: false }],
        message: 'added',
        savedAt: Date.now() - 31 * 60 * 1000,
      }),
    );
    fakeBackend.signIn({ id: 'u1', name: 'Ada' });
    renderShop();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByText(/Rosehip Glow Serum ×/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(WAITING_CART_ADD_KEY)).toBeNull();
  });

  it('sign-in mode: /cart sends a guest to /login', async () => {
    chooseCheckoutSetting(true);
    const { router } = renderRoutes(
      [
        { path: '/cart', element: <CartRoute /> },
        { path: '/login', element: <h1>Sign in page</h1> },
      ],
      '/cart',
    );
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/cart' } });
  });

  it('guest cart: a guest fills the cart without signing in and sees it at /cart', async () => {
    chooseCheckoutSetting(false);
    const user = userEvent.setup();
    const { router } = renderShop();
    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(await screen.findByText('Rosehip Glow Serum added to cart!')).toBeInTheDocument();
    expect(screen.getByText('Rosehip Glow Serum × 1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { name: /Your Cart/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });
});
