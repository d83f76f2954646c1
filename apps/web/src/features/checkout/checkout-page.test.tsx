import { type CartLine, clearCart } from '@pura/core/cart/cart-state';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useSearchParams } from '@/lib/router/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateCart, useCart } from '@/data/cart-store';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { renderRoutes } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { fakeCheckoutServer, ok, paid, refused, sessionAnswer } from './testing/fake-checkout-server';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

function SuccessProbe() {
  const [params] = useSearchParams();
  const count = useCart().items.length;
  return (
    <h1>
      Success {params.toString()} with {count} lines
    </h1>
  );
}

const routes = [
  { path: '/checkout', Component: CheckoutPage },
  { path: '/cart', element: <h1>Cart page</h1> },
  { path: '/payment-success', Component: SuccessProbe },
];

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 'serum',
  name: 'Vitamin C Serum',
  price: 34.99,
  image: '/serum.webp',
  category: 'Skincare',
  stock: 10,
  quantity: 1,
  isBundle: false,
  ...overrides,
});

const TIMEOUT = { timeout: 30_000 };

const ADDRESS = { 'First name': 'Mia', 'Last name': 'Berg', Address: 'Lindenstraße 5', City: 'Berlin', 'ZIP code': '10115' };

// Pasting is one input event where typing is one per character: the suite stays fast on a busy machine.
async function enter(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function fillAddress(user: UserEvent, values: Record<string, string> = ADDRESS) {
  for (const [label, value] of Object.entries(values)) await enter(user, screen.getByLabelText(label), value);
}

async function reachPayment(user: UserEvent) {
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  return screen.findByRole('form', { name: 'Card payment' });
}

async function payWith(user: UserEvent, number: string) {
  const form = screen.getByRole('form', { name: 'Card payment' });
  await enter(user, within(form).getByLabelText('Card number'), number);
  await enter(user, within(form).getByLabelText('Expiry (MM/YY)'), '1234');
  await enter(user, within(form).getByLabelText('CVC'), '123');
  await user.click(within(form).getByRole('button', { name: /^Pay Now/ }));
}

beforeEach(() => {
  fakeBackend.reset();
  sessionStorage.clear();
  updateCart(clearCart);
  fakeBackend.seed('products', [productFields({ $id: 'serum', name: 'Vitamin C Serum', price: 34.99, stock: 10 })]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/checkout cart re-check (docs/product.md §4 Checkout flow 1–2)', TIMEOUT, () => {
  it('sends an empty cart back to /cart', async () => {
    renderRoutes(routes, '/checkout');
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
  });

  it('shows a spinner, then every issue with its fix, and blocks payment until they are resolved', async () => {
    const user = userEvent.setup();
    fakeBackend.seed('products', [productFields({ $id: 'mask', name: 'Detox Mask', price: 22.5, stock: 1 })]);
    updateCart(() => ({
      items: [
        line({ price: 29.99 }),
        line({ id: 'balm', name: 'Old Lip Balm', price: 9.99 }),
        line({ id: 'mask', name: 'Detox Mask', price: 22.5, quantity: 3 }),
      ],
      customPackagingName: '',
    }));
    const release = fakeBackend.hold();
    renderRoutes(routes, '/checkout');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your cart...');
    release();

    const issues = await screen.findByRole('alert', { name: 'Cart issues' });
    expect(within(issues).getByRole('heading')).toHaveTextContent('3 item(s) in your cart need attention');
    expect(within(issues).getByText('Price for Vitamin C Serum has changed from €29.99 to €34.99')).toBeInTheDocument();
    expect(within(issues).getByText('Old Lip Balm is no longer available')).toBeInTheDocument();
    expect(within(issues).getByText('Insufficient stock for Detox Mask')).toBeInTheDocument();
    await fillAddress(user);
    expect(screen.getByText('Please resolve cart issues before proceeding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Accept new price' }));
    await user.click(screen.getByRole('button', { name: 'Remove item' }));
    await user.click(screen.getByRole('button', { name: 'Set quantity to 1' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Cart issues' })).toBeNull());
    expect(screen.queryByText('Please resolve cart issues before proceeding')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it("says 'Unable to validate cart items' when the products cannot be read, and tries again", async () => {
    const user = userEvent.setup();
    updateCart(() => ({ items: [line({})], customPackagingName: '' }));
    fakeBackend.fail('list:products', 'Network request failed');
    renderRoutes(routes, '/checkout');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to validate cart items');
    await fillAddress(user);
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    fakeBackend.recover('list:products');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled());
  });
});

describe('/checkout shipping address and payment session (docs/product.md §4 Checkout flow 3)', TIMEOUT, () => {
  it('enables Continue to Payment only when every field is filled, and shows field messages', async () => {
    const user = userEvent.setup();
    updateCart(() => ({ items: [line({})], customPackagingName: '' }));
    renderRoutes(routes, '/checkout');
    const cont = await screen.findByRole('button', { name: 'Continue to Payment' });
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('autocomplete', 'shipping given-name');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('autocomplete', 'shipping postal-code');
    await user.click(first);
    await user.tab();
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await fillAddress(user, { ...ADDRESS, 'First name': '   ' });
    expect(cont).toBeDisabled();
    await enter(user, first, 'Mia');
    await enter(user, screen.getByLabelText('ZIP code'), '10115!');
    expect(cont).toBeEnabled();
    await user.click(cont);
    expect(screen.getByText('ZIP code may contain only letters, digits, spaces and hyphens')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
  });

  it('asks the server for a session with ids, quantities and flags — never prices — and shows its totals', async () => {
    const user = userEvent.setup();
    fakeBackend.seed('products', [productFields({ $id: 'balm', name: 'Repair Lip Balm', price: 12.99, stock: null })]);
    updateCart(() => ({
      items: [line({ quantity: 2 }), line({ id: 'balm', name: 'Repair Lip Balm', price: 12.99, isBundle: true })],
      customPackagingName: ' For Mia ',
    }));
    const server = fakeCheckoutServer({ '/api/create-checkout-session': [ok(sessionAnswer())] });
    renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    const form = await reachPayment(user);

    expect(server.requests[0]).toEqual({
      path: '/api/create-checkout-session',
      body: {
        items: [
          { productId: 'serum', quantity: 2, isBundle: false },
          { productId: 'balm', quantity: 1, isBundle: true },
        ],
        customPackagingName: 'For Mia',
        shippingAddress: { firstName: 'Mia', lastName: 'Berg', address: 'Lindenstraße 5', city: 'Berlin', zipCode: '10115' },
      },
    });
    expect(within(form).getByText('Test mode — no real charge')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Pay Now €43.21' })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Order Summary' }).parentElement as HTMLElement;
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('€43.21');
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();
  });

  it.each([
    [
      'a 409 names the product',
      { status: 409, body: { message: 'Insufficient stock for Vitamin C Serum', code: 409, type: 'insufficient_stock' } },
      'Insufficient stock for Vitamin C Serum',
    ],
    [
      'a server error',
      { status: 500, body: { message: 'Server Error', code: 500, type: 'general_unknown' } },
      'Failed to create payment session',
    ],
    ['an answer without a client secret', ok({ ...sessionAnswer(), clientSecret: '' }), 'Failed to create payment session'],
  ])('%s', async (_, answer, message) => {
    const user = userEvent.setup();
    updateCart(() => ({ items: [line({})], customPackagingName: '' }));
    fakeCheckoutServer({ '/api/create-checkout-session': [answer] });
    renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });
});

describe('/checkout test card payment (docs/product.md §4 Checkout flow 4–5, §8 Payment)', TIMEOUT, () => {
  beforeEach(() => {
    updateCart(() => ({ items: [line({})], customPackagingName: '' }));
  });

  it('shows a declined card, then pays with another: toast, success page with the order, empty cart', async () => {
    const user = userEvent.setup();
    const server = fakeCheckoutServer({
      '/api/create-checkout-session': [ok(sessionAnswer())],
      '/api/payments/test/confirm': [refused('card_error', 'Your card was declined.'), ok(paid('order-7'))],
    });
    renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    const form = await reachPayment(user);
    expect(within(form).getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(within(form).getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(within(form).getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(within(form).getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

    await payWith(user, '4000000000000002');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(server.requests.find((r) => r.path === '/api/payments/test/confirm')).toEqual({
      path: '/api/payments/test/confirm',
      body: { clientSecret: 'pi_test_1_secret_abc', card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123', name: '' } },
    });

    // The decline released the held stock on the server: paying again needs a new session.
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/create-checkout-session')).toHaveLength(2));
    await waitFor(() => expect(within(form).getByRole('button', { name: /^Pay Now/ })).toBeEnabled());
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Success order=order-7 with 0 lines' })).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    // The address kept for a reload is forgotten with the paid cart.
    expect(sessionStorage.getItem('pura.checkout.address')).toBeNull();
  });

  it('keeps the typed address for this tab: a reload of the page finds it filled in', async () => {
    const user = userEvent.setup();
    updateCart(() => ({ items: [line({})], customPackagingName: '' }));
    const first = renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAddress(user);
    first.unmount();

    renderRoutes(routes, '/checkout');
    for (const [label, value] of Object.entries(ADDRESS)) expect(await screen.findByLabelText(label)).toHaveValue(value);
    expect(await screen.findByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it.each([
    [
      'a validation error shows its message',
      refused('validation_error', 'Your card number is incorrect.', 400),
      'Your card number is incorrect.',
    ],
    ['another provider error is unexpected', refused('api_error', 'Upstream exploded', 502), 'An unexpected error occurred.'],
    [
      'a failure without a payment error is unexpected during payment',
      { status: 500, body: { message: 'Server Error' } },
      'An unexpected error occurred during payment.',
    ],
  ])('%s', async (_, answer, message) => {
    const user = userEvent.setup();
    const server = fakeCheckoutServer({ '/api/create-checkout-session': [ok(sessionAnswer())], '/api/payments/test/confirm': [answer] });
    renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    const form = await reachPayment(user);
    await payWith(user, '4242424242424241');
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByRole('button', { name: /^Pay Now/ })).toBeEnabled();
    expect(server.requests.filter((r) => r.path === '/api/create-checkout-session')).toHaveLength(1);
  });

  it('walks the authentication step: failing shows the refusal, approving pays', async () => {
    const user = userEvent.setup();
    const action = ok({
      status: 'requires_action',
      paymentIntentId: 'pi_test_1',
      action: { type: 'authenticate', message: 'Your bank asks you to confirm this payment.' },
    });
    const server = fakeCheckoutServer({
      '/api/create-checkout-session': [ok(sessionAnswer())],
      '/api/payments/test/confirm': [action],
      '/api/payments/test/authenticate': [refused('card_error', 'We are unable to authenticate your payment method.'), ok(paid('order-9'))],
    });
    renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    const form = await reachPayment(user);

    await payWith(user, '4000002500003155');
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByText('Your bank asks you to confirm this payment.')).toBeInTheDocument();
    // A stray Enter approves the step the shopper came for; it never fails the payment.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(screen.queryByRole('dialog')).toBeNull();

    await payWith(user, '4000002500003155');
    dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Success order=order-9 with 0 lines' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/api/payments/test/authenticate').map((r) => r.body.outcome)).toEqual([
      'fail',
      'approve',
    ]);
  });

  it('still goes to the success page when the order could not be written yet', async () => {
    const user = userEvent.setup();
    fakeCheckoutServer({ '/api/create-checkout-session': [ok(sessionAnswer())], '/api/payments/test/confirm': [ok(paid(null))] });
    renderRoutes(routes, '/checkout');
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await reachPayment(user);
    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Success with 0 lines' })).toBeInTheDocument();
    expect(await screen.findByText('Payment succeeded but order creation failed. Please contact support.')).toBeInTheDocument();
  });
});
