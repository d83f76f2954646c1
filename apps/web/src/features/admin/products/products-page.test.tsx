import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { ProductsPage } from './products-page';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

beforeEach(() => {
  fakeBackend.reset();
  fakeBackend.seed('products', [productFields({ $id: 'rose-serum' })]);
});

describe('/admin/products dialogs', () => {
  it('give focus back to the button that opened them, after Escape and after Cancel', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/products', element: <ProductsPage /> }], '/admin/products');

    const add = screen.getByRole('button', { name: 'Add product' });
    await user.click(add);
    await screen.findByRole('dialog', { name: 'Add product' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());

    const edit = await screen.findByRole('button', { name: 'Edit Rosehip Glow Serum' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rosehip Glow Serum' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
  });
});
