import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import { OrderHistory } from './order-history';
import '@/data/testing/patient-waits';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

const items = JSON.stringify([{ id: 'serum', name: 'Vitamin C Serum', price: 34.99, quantity: 2, isBundle: false }]);

beforeEach(() => {
  fakeBackend.reset();
});

describe("/profile 'Order History' (docs/product.md §3)", () => {
  it('names each order by the number its confirmation gave, or by its id when it has none', async () => {
    fakeBackend.seed('orders', [
      { $id: 'order-1', userId: 'mia', reference: 'ORD-000042', total: 75.58, status: 'shipped', items },
      { $id: 'order-0', userId: 'mia', total: 12.99, status: 'completed', items: '[]' },
      { $id: 'order-9', userId: 'someone-else', reference: 'ORD-000099', total: 1, status: 'completed', items: '[]' },
    ]);
    renderRoutes([{ path: '/', element: <OrderHistory userId="mia" /> }]);
    const history = await screen.findByRole('region', { name: 'Order History' });
    const order = (await within(history).findByText('Order ORD-000042')).closest('li') as HTMLElement;
    expect(within(order).getByText('Vitamin C Serum × 2')).toBeInTheDocument();
    // The line's total, as the cart and checkout showed it.
    expect(within(order).getByText('€69.98')).toBeInTheDocument();
    expect(within(order).getByText('Total: €75.58')).toBeInTheDocument();
    expect(within(history).getByText('Order #order-0')).toBeInTheDocument();
    expect(within(history).queryByText(/ORD-000099/)).toBeNull();
  });

  it('says "incl. X % VAT" with the amount under the total of an order paid with tax included, and nothing for added tax', async () => {
    fakeBackend.seed('orders', [
      {
        $id: 'order-2',
        userId: 'mia',
        reference: 'ORD-000043',
        total: 69.98,
        tax: 11.17,
        taxMode: 'included_in_prices',
        taxRateBasisPoints: 1900,
        status: 'completed',
        items,
      },
      {
        $id: 'order-1',
        userId: 'mia',
        reference: 'ORD-000042',
        total: 75.58,
        tax: 5.6,
        taxMode: 'added_at_checkout',
        taxRateBasisPoints: 800,
        status: 'shipped',
        items,
      },
    ]);
    renderRoutes([{ path: '/', element: <OrderHistory userId="mia" /> }]);
    const history = await screen.findByRole('region', { name: 'Order History' });
    const included = (await within(history).findByText('Order ORD-000043')).closest('li') as HTMLElement;
    expect(within(included).getByText('Total: €69.98')).toBeInTheDocument();
    expect(within(included).getByText('incl. 19 % VAT: €11.17')).toBeInTheDocument();
    const added = within(history).getByText('Order ORD-000042').closest('li') as HTMLElement;
    expect(within(added).queryByText(/VAT/)).toBeNull();
  });
});
