import { type CartLine, clearCart } from '@pura/core/cart/cart-state';
import { routineProducts } from '@pura/core/catalogue/routine-products';
import { distinctProductIds, recommend } from '@pura/core/quiz/recommend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, PACKAGING_NAME_STORAGE_KEY, updateCart } from '@/data/cart-store';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { serveQuizRoutines } from '@/data/testing/fake-quiz-routines';
import { productFields } from '@/data/testing/product-fixtures';
import { configureRuntime, runtimeConfig } from '@/lib/runtime-config';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { CartPage } from './cart-page';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const routes = [
  { path: '/cart', Component: CartPage },
  { path: '/shop', element: <h1>Shop</h1> },
  { path: '/checkout', element: <h1>Checkout page</h1> },
  { path: '/product/:id', element: <h1>Product page</h1> },
];

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 'serum',
  name: 'Vitamin C Serum',
  price: 34.99,
  image: '/serum.webp',
  category: 'Skincare',
  stock: 3,
  quantity: 1,
  isBundle: false,
  ...overrides,
});

function fillCart(items: CartLine[], customPackagingName = '') {
  updateCart(() => ({ items, customPackagingName }));
}

const summary = () => screen.getByRole('heading', { name: 'Order Summary' }).parentElement as HTMLElement;
const summaryValue = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  fakeBackend.reset();
  serveQuizRoutines();
  updateCart(clearCart);
});
afterEach(() => vi.unstubAllGlobals());

describe('/cart (docs/product.md §2, §5, §9)', () => {
  it('shows the empty state with the quizzes and a way to the shop', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Skincare Quiz' })).toHaveAttribute('href', '/quiz/skincare');
    expect(screen.getByRole('link', { name: 'Take the Haircare Quiz' })).toHaveAttribute('href', '/quiz/haircare');
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
  });

  // A whole haircare routine as the quiz adds it, at €20 a product.
  const routine = distinctProductIds(recommend('haircare', { 'scalp-concern': 'moisture', 'hair-concern': 'repair' }));
  const routineLines = () =>
    routine.map((id) => line({ id, name: `Routine ${id}`, category: 'Haircare', price: 20, isBundle: true, stock: null }));

  /** The routines that earn the discount come from the server (GET /api/quiz-routines) after the first paint. */
  const routinesRead = () => within(summary()).findByText('Bundle discount (15%)');

  it('prices the cart with the routine discount as its own line, tax and Free shipping', async () => {
    expect(routine).toHaveLength(3);
    fillCart([line({ quantity: 2 }), ...routineLines()]);
    renderRoutes(routes, '/cart');
    await routinesRead();
    // 2 × 34.99 + 3 × 20 = 129.98; 15% of 60 = 9.00; tax 8% of 120.98 = 9.68; total 130.66.
    expect(summaryValue('Subtotal')).toBe('€129.98');
    expect(summaryValue('Bundle discount (15%)')).toBe('−€9.00');
    expect(summaryValue('Tax')).toBe('€9.68');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('€130.66');
    for (const id of routine)
      expect(within(screen.getByRole('listitem', { name: `Routine ${id}` })).getByText('Routine bundle · 15% off')).toBeInTheDocument();
    const serum = screen.getByRole('listitem', { name: 'Vitamin C Serum' });
    expect(within(serum).queryByText(/15% off/)).toBeNull();
    expect(within(serum).getByText('€69.98')).toBeInTheDocument();
    expect(within(serum).getByText('€34.99 each')).toBeInTheDocument();
  });

  it('labels the lines of a routine from the German quiz in German, as the quiz spoke', async () => {
    const user = userEvent.setup();
    fakeBackend.seed(
      'products',
      routineProducts.map(({ id }) => productFields({ $id: id, price: 20, stock: 5 })),
    );
    fillCart(routineLines().map((routineLine) => ({ ...routineLine, language: 'de' as const })));
    renderRoutes(routes, '/cart');
    await routinesRead();
    for (const id of routine) {
      const label = within(screen.getByRole('listitem', { name: `Routine ${id}` })).getByText('Routine-Set · 15 % Rabatt');
      expect(label).toHaveAttribute('lang', 'de');
    }
    // Without the whole routine the note about the discount is German too.
    await user.click(screen.getByRole('button', { name: `Remove Routine ${routine[0] ?? ''}` }));
    expect(await screen.findAllByText('Routine-Produkt · 15 % Rabatt mit der ganzen Routine')).toHaveLength(routine.length - 1);
  });

  it('takes the discount away, saying why, once part of the routine is removed', async () => {
    const user = userEvent.setup();
    fakeBackend.seed(
      'products',
      routineProducts.map(({ id }) => productFields({ $id: id, price: 20, stock: 5 })),
    );
    fillCart(routineLines());
    const { queryClient } = renderRoutes(routes, '/cart');
    await routinesRead();
    expect(summaryValue('Bundle discount (15%)')).toBe('−€9.00');
    await user.click(screen.getByRole('button', { name: `Remove Routine ${routine[0] ?? ''}` }));
    expect(within(summary()).queryByText('Bundle discount (15%)')).toBeNull();
    // The catalogue, asked about the removed product, says it is on sale: the discount stays away.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(within(summary()).queryByText('Bundle discount (15%)')).toBeNull();
    for (const id of routine.slice(1)) {
      expect(
        within(screen.getByRole('listitem', { name: `Routine ${id}` })).getByText('Routine item · 15% off with the whole routine'),
      ).toBeInTheDocument();
    }
  });

  it('gives the discount, as checkout will, when the routine misses only a product that is sold out', async () => {
    const [soldOut, ...rest] = routine;
    // The catalogue as the shop has it: every routine product on sale, the first one sold out.
    fakeBackend.seed(
      'products',
      routineProducts.map(({ id }) => productFields({ $id: id, price: 20, stock: id === soldOut ? 0 : 5 })),
    );
    fillCart(routineLines().slice(1));
    renderRoutes(routes, '/cart');
    expect(await within(summary()).findByText('Bundle discount (15%)')).toBeInTheDocument();
    expect(summaryValue('Bundle discount (15%)')).toBe(`−€${(rest.length * 3).toFixed(2)}`);
  });

  it('counts a routine product added again by hand as part of its whole routine', async () => {
    const [first, ...rest] = routineLines();
    fillCart([...rest, { ...(first as CartLine), isBundle: false }]);
    renderRoutes(routes, '/cart');
    await routinesRead();
    expect(summaryValue('Bundle discount (15%)')).toBe('−€9.00');
    expect(within(screen.getByRole('listitem', { name: first?.name })).getByText('Routine bundle · 15% off')).toBeInTheDocument();
  });

  it('gives nothing for a bundle flag on a product outside any routine', () => {
    fillCart([line({ id: 'balm', name: 'Repair Lip Balm', price: 12.99, isBundle: true })]);
    renderRoutes(routes, '/cart');
    expect(within(summary()).queryByText('Bundle discount (15%)')).toBeNull();
    expect(summaryValue('Total')).toBe('€14.03');
  });

  it('has no discount line without bundle items', () => {
    fillCart([line({})]);
    renderRoutes(routes, '/cart');
    expect(within(summary()).queryByText('Bundle discount (15%)')).toBeNull();
    expect(summaryValue('Total')).toBe('€37.79');
  });

  it('keeps the quantity between 1 and the stock, removes and clears, saving every change', async () => {
    const user = userEvent.setup();
    fillCart([line({ quantity: 1, stock: 2 }), line({ id: 'balm', name: 'Repair Lip Balm', price: 12.99 })], 'Mia');
    renderRoutes(routes, '/cart');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Vitamin C Serum' });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Vitamin C Serum' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    expect(within(screen.getByRole('group', { name: 'Quantity of Vitamin C Serum' })).getByRole('status')).toHaveTextContent('2');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    // Still focused: the last step does not drop the keyboard focus.
    expect(increase).toHaveFocus();
    await user.click(increase);
    expect(within(screen.getByRole('group', { name: 'Quantity of Vitamin C Serum' })).getByRole('status')).toHaveTextContent('2');
    expect(decrease).not.toHaveAttribute('aria-disabled');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([{ id: 'serum', quantity: 2 }, { id: 'balm' }]);

    await user.click(screen.getByRole('button', { name: 'Remove Repair Lip Balm' }));
    expect(screen.queryByRole('listitem', { name: 'Repair Lip Balm' })).toBeNull();
    expect(summaryValue('Subtotal')).toBe('€69.98');

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
    expect(localStorage.getItem(PACKAGING_NAME_STORAGE_KEY)).toBe('');

    // A mistaken clear is undone from its toast: the same lines come back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(summaryValue('Subtotal')).toBe('€69.98');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([{ id: 'serum', quantity: 2 }]);
  });

  it("stops a line of unlimited stock at the shop's CART_MAX_PER_PRODUCT from the runtime config, and says so", async () => {
    const initial = runtimeConfig();
    configureRuntime({ ...initial, cartMaxPerProduct: 4 });
    try {
      const user = userEvent.setup();
      fillCart([line({ stock: null, quantity: 3 })]);
      renderRoutes(routes, '/cart');
      const increase = screen.getByRole('button', { name: 'Increase quantity of Vitamin C Serum' });
      expect(screen.queryByText(/at most/)).not.toBeInTheDocument();
      await user.click(increase);
      await user.click(increase);
      expect(increase).toHaveAttribute('aria-disabled', 'true');
      expect(increase).toHaveAccessibleDescription('You can order at most 4 of this product at once');
      expect(within(screen.getByRole('group', { name: 'Quantity of Vitamin C Serum' })).getByRole('status')).toHaveTextContent('4');
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([{ id: 'serum', quantity: 4 }]);
    } finally {
      configureRuntime(initial);
    }
  });

  it('takes a package name of at most 30 characters with a counter', async () => {
    const user = userEvent.setup();
    fillCart([line({})]);
    renderRoutes(routes, '/cart');
    const name = screen.getByLabelText('Personalise your package (optional)');
    await user.type(name, 'For Mia');
    expect(screen.getByText('7/30 characters')).toBeInTheDocument();
    expect(localStorage.getItem(PACKAGING_NAME_STORAGE_KEY)).toBe('For Mia');
    await user.type(name, ' with love from all of us at home');
    expect(name).toHaveValue('For Mia with love from all of ');
    expect(screen.getByText('30/30 characters')).toBeInTheDocument();
  });

  it('leads to checkout and back to the shop', async () => {
    const user = userEvent.setup();
    fillCart([line({})]);
    renderRoutes(routes, '/cart');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    await user.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });
});
