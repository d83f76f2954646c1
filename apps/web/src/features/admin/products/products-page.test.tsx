import { act, screen, waitFor, within } from '@testing-library/react';
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

describe('/admin/products deleting a row', () => {
  async function deleteProduct(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(name) })).not.toBeInTheDocument());
  }

  it('gives the focus to the next row’s Delete, else the previous row’s, else to Add product', async () => {
    fakeBackend.reset();
    // Newest first: the table lists them Calendula, Aloe, Shea.
    fakeBackend.seed(
      'products',
      ['Shea', 'Aloe', 'Calendula'].map((name) => productFields({ $id: name.toLowerCase(), name, imageFileId: null })),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/products', element: <ProductsPage /> }], '/admin/products');
    await screen.findByRole('button', { name: 'Delete Aloe' });

    await deleteProduct(user, 'Aloe');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Shea' })).toHaveFocus());

    await deleteProduct(user, 'Shea');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Calendula' })).toHaveFocus());

    await deleteProduct(user, 'Calendula');
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add product' })).toHaveFocus());
  });

  it('passes a row’s Edit focus to the next row’s Edit when another admin deletes the row', async () => {
    fakeBackend.reset();
    fakeBackend.seed(
      'products',
      ['Shea', 'Aloe'].map((name) => productFields({ $id: name.toLowerCase(), name, imageFileId: null })),
    );
    const user = userEvent.setup();
    const { queryClient } = renderRoutes([{ path: '/admin/products', element: <ProductsPage /> }], '/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Aloe' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Aloe' })).toHaveFocus());
    fakeBackend.remove('products', 'aloe');
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Aloe' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Shea' })).toHaveFocus();
  });

  it('shows the server’s count when the list was read again before the delete finished', async () => {
    fakeBackend.reset();
    fakeBackend.seed(
      'products',
      ['Shea', 'Aloe', 'Calendula'].map((name) => productFields({ $id: name.toLowerCase(), name, imageFileId: `${name}-image` })),
    );
    // The product's image is deleted after the product: hold it, as a slow network would.
    let imageDeleted = () => {};
    const fake = await import('@/data/testing/fake-appwrite');
    Object.assign(fake.storage, { deleteFile: () => new Promise<void>((resolve) => (imageDeleted = resolve)) });
    const user = userEvent.setup();
    const { queryClient } = renderRoutes([{ path: '/admin/products', element: <ProductsPage /> }], '/admin/products');
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Aloe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Aloe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    // The realtime event of the delete makes the list read again while the image is still going.
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('1–2 of 2')).toBeInTheDocument();

    act(() => imageDeleted());
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    Reflect.deleteProperty(fake.storage, 'deleteFile');
  });
});
