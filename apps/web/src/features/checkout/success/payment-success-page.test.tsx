import { type CartLine, clearCart } from '@pura/core/cart/cart-state';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateCart, useCart } from '@/data/cart-store';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import { fakeCheckoutServer, ok, paid, refused } from '../testing/fake-checkout-server';
import { PaymentSuccessPage } from './payment-success-page';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function PageWithCartCount() {
  return (
    <>
      <PaymentSuccessPage />
      <p>Cart lines: {useCart().items.length}</p>
    </>
  );
}

const routes = [{ path: '/payment-success', Component: PageWithCartCount }];

const line: CartLine = {
  id: 'serum',
  name: 'Vitamin C Serum',
  price: 34.99,
  image: '',
  category: 'Skincare',
  stock: 3,
  quantity: 1,
  isBundle: false,
};

beforeEach(() => {
  fakeBackend.reset();
  updateCart(clearCart);
  fakeBackend.seed('orders', [{ $id: 'order-1', reference: 'ORD-000042', total: 43.21, status: 'completed' }]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/payment-success (docs/product.md §2, §9)', () => {
  it('shows the order reference and total from the order document, and the ways on', async () => {
    renderRoutes(routes, '/payment-success?order=order-1');
    expect(await screen.findByText('ORD-000042')).toBeInTheDocument();
    expect(screen.getByText('€43.21')).toBeInTheDocument();
    expect(screen.getByText(/processing takes 1-2 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('completes a payment after a Stripe redirect: asks the server, toasts, empties the cart, shows the order', async () => {
    updateCart(() => ({ items: [line], customPackagingName: '' }));
    const server = fakeCheckoutServer({ '/api/payments/complete': [ok(paid('order-1'))] });
    renderRoutes(routes, '/payment-success?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret&redirect_status=succeeded');
    expect(await screen.findByText('ORD-000042')).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Cart lines: 0')).toBeInTheDocument();
    expect(server.requests).toEqual([{ path: '/api/payments/complete', body: { paymentIntentId: 'pi_123' } }]);
  });

  it('says a payment is still being confirmed', async () => {
    fakeCheckoutServer({ '/api/payments/complete': [ok({ status: 'processing', paymentIntentId: 'pi_123' })] });
    renderRoutes(routes, '/payment-success?payment_intent=pi_123');
    expect(await screen.findByText(/Your payment is being confirmed by your bank/)).toBeInTheDocument();
  });

  it('says when a payment came back from Stripe refused, with the way back to checkout', async () => {
    fakeCheckoutServer({ '/api/payments/complete': [refused('card_error', 'Your card was declined.')] });
    renderRoutes(routes, '/payment-success?payment_intent=pi_123&redirect_status=failed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('link', { name: 'Back to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('opened without a fresh order thanks nobody for a payment and points to the profile and the shop', async () => {
    renderRoutes(routes, '/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'No new order to confirm' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });
});
