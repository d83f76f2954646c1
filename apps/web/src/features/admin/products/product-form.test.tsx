import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { productFields } from '@/data/testing/product-fixtures';
import { ProductForm } from './product-form';
import '@/data/testing/patient-waits';
import { emptyProductForm, missingFieldsMessage, productDocumentData, validateProductForm } from './product-form-values';

vi.mock('@/lib/appwrite', () => import('@/data/testing/fake-appwrite'));

beforeEach(() => {
  fakeBackend.reset();
});

/** An admin's new-product form with the required fields but the price filled in: Rose Cream, Skincare. */
async function startRoseCream() {
  fakeBackend.signIn({ id: 'admin', name: 'Admin', labels: ['admin'] });
  const user = userEvent.setup();
  const { onDone } = renderForm();
  await user.type(screen.getByLabelText('Name'), 'Rose Cream');
  await user.type(screen.getByLabelText('Category'), 'Skincare');
  await user.type(screen.getByLabelText('Description'), 'Rich.');
  return { user, onDone };
}

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductForm product={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

describe('product data rules (docs/product.md §5 "Product data (admin)", the products collection\'s limits)', () => {
  const valid = { ...emptyProductForm, name: 'Rose Cream', price: '24.99', description: 'Rich.', category: 'Skincare' };
  it.each([
    [{}, null],
    [{ price: '0.01', originalPrice: '1000000', stock: '1000000000' }, null],
    [
      { name: ' ', category: '' },
      { missing: ['name', 'category'], invalid: {} },
    ],
    [{ ...emptyProductForm }, { missing: ['name', 'price', 'description', 'category'], invalid: {} }],
    [
      { name: '', stock: '-1' },
      { missing: ['name'], invalid: { stock: 'Stock cannot be negative' } },
    ],
    [{ price: '0' }, { missing: [], invalid: { price: 'Price must be greater than 0' } }],
    [{ price: '-3' }, { missing: [], invalid: { price: 'Price must be greater than 0' } }],
    [{ price: 'abc' }, { missing: [], invalid: { price: 'Price must be greater than 0' } }],
    // Below one cent: it would be stored as 0.
    [{ price: '0.004' }, { missing: [], invalid: { price: 'Price must be greater than 0' } }],
    [{ price: '1000000.01' }, { missing: [], invalid: { price: 'Price cannot be more than €1,000,000' } }],
    [{ price: '24.999' }, { missing: [], invalid: { price: 'Price can have at most 2 decimals' } }],
    [{ stock: '2.5' }, { missing: [], invalid: { stock: 'Stock must be a whole number' } }],
    [{ stock: '1000000001' }, { missing: [], invalid: { stock: 'Stock cannot be more than 1,000,000,000' } }],
    [{ originalPrice: '0' }, { missing: [], invalid: { originalPrice: 'Original price must be greater than 0' } }],
    [{ originalPrice: '0.001' }, { missing: [], invalid: { originalPrice: 'Original price must be greater than 0' } }],
    [{ originalPrice: '2000000' }, { missing: [], invalid: { originalPrice: 'Original price cannot be more than €1,000,000' } }],
    [{ originalPrice: '39.995' }, { missing: [], invalid: { originalPrice: 'Original price can have at most 2 decimals' } }],
  ])('%j → %j', (change, problems) => {
    expect(validateProductForm({ ...valid, ...change })).toEqual(problems);
  });

  it('names the missing fields in one message', () => {
    expect(missingFieldsMessage(['name', 'price'])).toBe('Missing required fields: name, price');
  });

  it('turns valid fields into document data: prices exact to the cent, empty stock as unlimited', () => {
    expect(productDocumentData({ ...valid, price: '24.99', stock: '', benefits: ['Soft'] })).toMatchObject({
      price: 24.99,
      stock: null,
      originalPrice: null,
      benefits: ['Soft'],
    });
    expect(productDocumentData({ ...valid, stock: '0', originalPrice: '30' })).toMatchObject({ stock: 0, originalPrice: 30 });
  });
});

describe('product dialog form', () => {
  // A long timeout because typing letter by letter is slow on a loaded machine; nothing here waits.
  it('shows the rule messages, edits lists by keyboard and never saves invalid data', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required fields: name, price, description, category');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Missing required fields: name, price, description, category');

    await user.type(screen.getByLabelText('Name'), 'Rose Cream');
    await user.type(screen.getByLabelText('Category'), 'Skincare');
    await user.type(screen.getByLabelText('Description'), 'Rich.');
    await user.type(screen.getByLabelText('Price (€)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price (€)')).toHaveAccessibleDescription('Price must be greater than 0');

    await user.type(screen.getByLabelText('New benefit'), 'Soft skin{Enter}');
    await user.type(screen.getByLabelText('New benefit'), 'Glow{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove benefit Soft skin' }));
    expect(screen.getByRole('group', { name: 'Benefits' })).toHaveTextContent('Glow');
    expect(screen.getByRole('group', { name: 'Benefits' })).not.toHaveTextContent('Soft skin');
    expect(onDone).not.toHaveBeenCalled();
  }, 30_000);

  it('refuses a price the shop cannot store in the Price field, and saves nothing until it is fixed', async () => {
    const { user, onDone } = await startRoseCream();
    const price = screen.getByLabelText('Price (€)');

    await user.type(price, '0.004');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Price must be greater than 0');
    expect(price).toHaveFocus();

    await user.clear(price);
    await user.type(price, '2000000');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(price).toHaveAccessibleDescription('Price cannot be more than €1,000,000');
    expect(fakeBackend.documents('products')).toEqual([]);

    await user.clear(price);
    await user.type(price, '24.99');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fakeBackend.documents('products')).toEqual([expect.objectContaining({ name: 'Rose Cream', price: 24.99 })]);
  }, 30_000);

  it('saves the skin types and concerns ticked, in the lists’ order (docs/product.md §3 Product)', async () => {
    const { user, onDone } = await startRoseCream();
    await user.type(screen.getByLabelText('Price (€)'), '24.99');
    const types = screen.getByRole('group', { name: 'Skin types' });
    const concerns = screen.getByRole('group', { name: 'Concerns' });
    await user.click(within(types).getByRole('checkbox', { name: 'Sensitive' }));
    await user.click(within(types).getByRole('checkbox', { name: 'Dry' }));
    await user.click(within(concerns).getByRole('checkbox', { name: 'Redness & irritation' }));
    await user.click(within(concerns).getByRole('checkbox', { name: 'Acne & blemishes' }));
    await user.click(within(concerns).getByRole('checkbox', { name: 'Acne & blemishes' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fakeBackend.documents('products')).toEqual([
      expect.objectContaining({ name: 'Rose Cream', skinTypes: ['dry', 'sensitive'], skinConcerns: ['redness'] }),
    ]);
  }, 30_000);

  it("picks the category from the shop's, and files a new one typed in another case under the existing one", async () => {
    fakeBackend.seed('products', [
      productFields({ $id: 'balm', category: 'Lip Care' }),
      productFields({ $id: 'serum', category: 'Skincare' }),
    ]);
    fakeBackend.signIn({ id: 'admin', name: 'Admin', labels: ['admin'] });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    const category = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a category', 'Lip Care', 'Skincare', 'New category…']),
    );

    await user.selectOptions(category, 'New category…');
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'lip  care');
    expect(screen.getByRole('textbox', { name: 'New category' })).toHaveAccessibleDescription(
      '“Lip Care” exists already: the product goes there.',
    );
    await user.type(screen.getByLabelText('Name'), 'Rose Lip Oil');
    await user.type(screen.getByLabelText('Description'), 'Rich.');
    await user.type(screen.getByLabelText('Price (€)'), '14');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fakeBackend.documents('products')).toContainEqual(
      expect.objectContaining({ $id: 'rose-lip-oil', name: 'Rose Lip Oil', category: 'Lip Care' }),
    );
  }, 30_000);

  it('checks a field again as it changes after a failed save, so a corrected value loses its message at once', async () => {
    const user = userEvent.setup();
    renderForm();
    const stock = screen.getByLabelText('Stock (empty = unlimited)');
    await user.type(stock, '2.5');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required fields: name, price, description, category');
    expect(stock).toHaveAccessibleDescription('Stock must be a whole number');

    await user.clear(stock);
    await user.type(stock, '2');
    expect(stock).not.toHaveAttribute('aria-invalid');
    expect(stock).toHaveAccessibleDescription('');
    expect(screen.queryByText('Stock must be a whole number')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Rose Cream');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required fields: price, description, category');
  }, 30_000);
});

describe('a list field (benefits, ingredients)', () => {
  it('after a remove, gives the focus to the next item’s remove button, else the previous one’s, else the new-item field', async () => {
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByLabelText('New benefit');
    for (const benefit of ['Calms', 'Softens', 'Brightens']) {
      await user.type(field, benefit);
      await user.keyboard('{Enter}');
    }
    await user.click(screen.getByRole('button', { name: 'Remove benefit Softens' }));
    expect(screen.getByRole('button', { name: 'Remove benefit Brightens' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove benefit Calms' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /Remove benefit/ })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
  });
});
