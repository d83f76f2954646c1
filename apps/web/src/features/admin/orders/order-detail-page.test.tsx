import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import { OrderDetailPage } from './order-detail-page';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const fetchMock = vi.fn<typeof fetch>();
/** An orders document as checkout writes it (server order-record.ts): €34.99 with 8 % tax included in the total. */
const order = {
  $id: 'order-1',
  reference: 'ORD-000042',
  userId: 'user-1',
  email: 'mia@example.com',
  status: 'completed',
  items: JSON.stringify([{ id: 'serum', name: 'Vitamin C Serum', price: 32.4, quantity: 1, isBundle: false, discount: 0 }]),
  subtotal: 32.4,
  tax: 2.59,
  total: 34.99,
  shippingAddress: JSON.stringify({ firstName: 'Mia', lastName: 'Berg', address: '1 Canal Street', city: 'Amsterdam', zipCode: '1011 AB' }),
  paymentIntentId: 'pi_test_1',
  statusHistory: JSON.stringify([{ status: 'completed', at: '2025-01-01T00:00:00.000Z', by: 'payment' }]),
};

beforeEach(() => {
  fakeBackend.reset();
  fakeBackend.seed('orders', [order]);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The server's answer to the PATCH: the order with its new status, once `answer` is called. */
function holdStatusChange() {
  let answer = () => {};
  fetchMock.mockImplementation(async (_url, init) => {
    const { status } = JSON.parse(String(init?.body)) as { status: string };
    await new Promise<void>((resolve) => (answer = resolve));
    const updated = { ...order, $createdAt: '2025-01-01T00:00:00.000Z', $updatedAt: '2025-01-02T00:00:00.000Z', status };
    return new Response(JSON.stringify(updated), { status: 200 });
  });
  return () => answer();
}

async function renderOrder() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/admin/orders/:id', element: <OrderDetailPage orderId="order-1" /> }], '/admin/orders/order-1');
  await screen.findByRole('heading', { name: 'Order ORD-000042' });
  return user;
}

describe('admin order status change and the keyboard', () => {
  it('keeps the focus on the button while saving, then gives it back to the status select', async () => {
    const answer = holdStatusChange();
    const user = await renderOrder();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'shipped');
    await user.type(screen.getByRole('textbox', { name: 'Carrier' }), ' DHL ');
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'JD0146');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146' });
    const saving = screen.getByRole('button', { name: 'Updating…' });
    expect(saving).toHaveFocus();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    // A second press while saving sends nothing more.
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer();
    expect(await screen.findByText('Order ORD-000042 is now shipped')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Change status' })).toHaveValue('shipped');
    expect(screen.getByRole('combobox', { name: 'Change status' })).toHaveFocus();
  });

  it('moves the focus to the note that says a final status can no longer change', async () => {
    const answer = holdStatusChange();
    const user = await renderOrder();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'refunded');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Mark refunded' }));
    expect(screen.getByRole('button', { name: 'Updating…' })).toHaveFocus();
    answer();
    const note = await screen.findByText('This order is refunded, which is final: its status can no longer change.');
    expect(note).toHaveFocus();
  });
});

describe('admin order amounts', () => {
  // As checkout stores a discounted order (order-record.ts): the subtotal before the routine
  // discount, each bundle line carrying its share of it. Two routine products at €30.00: 15 % off
  // €60.00 is €9.00, 8 % tax on €51.00 is €4.08, total €55.08.
  const discounted = {
    ...order,
    items: JSON.stringify([
      { id: 'cleanser', name: 'Gentle Cleanser', price: 30, quantity: 1, isBundle: true, discount: 4.5 },
      { id: 'serum', name: 'Vitamin C Serum', price: 30, quantity: 1, isBundle: true, discount: 4.5 },
    ]),
    subtotal: 60,
    tax: 4.08,
    total: 55.08,
  };

  it('shows the routine discount between the subtotal and the tax, adding up to the total', async () => {
    fakeBackend.remove('orders', order.$id);
    fakeBackend.seed('orders', [discounted]);
    await renderOrder();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.textContent);
    const rows = Object.fromEntries(terms.map((term, index) => [term, amounts[index]]));
    expect(terms.slice(0, 5)).toEqual(['Subtotal', 'Routine discount', 'Tax', 'Shipping', 'Total']);
    // An order from before shipping was recorded (no `shipping`) shipped free (decision 030).
    expect(rows).toMatchObject({ Subtotal: '€60.00', 'Routine discount': '−€9.00', Tax: '€4.08', Shipping: 'Free', Total: '€55.08' });
  });

  it('says "incl. 8 % VAT" under the total of an order paid with tax included in prices, and shows no Tax row', async () => {
    fakeBackend.remove('orders', order.$id);
    // €34.99 with VAT inside: 3499 × 800 ÷ 10800 = 259.2 cents, €2.59 (core's cart totals).
    fakeBackend.seed('orders', [
      { ...order, subtotal: 34.99, tax: 2.59, total: 34.99, taxMode: 'included_in_prices', taxRateBasisPoints: 800 },
    ]);
    await renderOrder();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.textContent);
    expect(terms.slice(0, 4)).toEqual(['Subtotal', 'Shipping', 'Total', 'incl. 8 % VAT']);
    expect(amounts.slice(0, 4)).toEqual(['€34.99', 'Free', '€34.99', '€2.59']);
  });

  it('shows no discount row on an order without a routine', async () => {
    await renderOrder();
    expect(screen.queryByText('Routine discount')).not.toBeInTheDocument();
  });
});
