import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductForm } from './product-form';
import { emptyProductForm, productDocumentData, validateProductForm } from './product-form-values';

describe('product data rules (SPEC.md §5 "Product data (admin)")', () => {
  const valid = { ...emptyProductForm, name: 'Rose Cream', price: '24.99', description: 'Rich.', category: 'Skincare' };
  it.each([
    [{}, null],
    [{ name: ' ', category: '' }, 'Missing required fields: name, category'],
    [{ ...emptyProductForm }, 'Missing required fields: name, price, description, category'],
    [{ price: '0' }, 'Price must be greater than 0'],
    [{ price: '-3' }, 'Price must be greater than 0'],
    [{ price: 'abc' }, 'Price must be greater than 0'],
    [{ stock: '-1' }, 'Stock cannot be negative'],
    [{ stock: '2.5' }, 'Stock must be a whole number'],
    [{ originalPrice: '0' }, 'Original price must be greater than 0'],
  ])('%j → %s', (change, message) => {
    expect(validateProductForm({ ...valid, ...change })).toBe(message);
  });

  it('turns the fields into document data: prices to the cent, empty stock as unlimited', () => {
    expect(productDocumentData({ ...valid, price: '24.999', stock: '', benefits: ['Soft'] })).toMatchObject({ price: 25, stock: null, originalPrice: null, benefits: ['Soft'] });
    expect(productDocumentData({ ...valid, stock: '0', originalPrice: '30' })).toMatchObject({ stock: 0, originalPrice: 30 });
  });
});

describe('product dialog form', () => {
  // A long timeout because typing letter by letter is slow on a loaded machine; nothing here waits.
  it('shows the rule messages, edits lists by keyboard and never saves invalid data', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProductForm product={null} onDone={onDone} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required fields: name, price, description, category');

    await user.type(screen.getByLabelText('Name'), 'Rose Cream');
    await user.type(screen.getByLabelText('Category'), 'Skincare');
    await user.type(screen.getByLabelText('Description'), 'Rich.');
    await user.type(screen.getByLabelText('Price (€)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Price must be greater than 0');

    await user.type(screen.getByLabelText('New benefit'), 'Soft skin{Enter}');
    await user.type(screen.getByLabelText('New benefit'), 'Glow{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove benefit Soft skin' }));
    expect(screen.getByRole('group', { name: 'Benefits' })).toHaveTextContent('Glow');
    expect(screen.getByRole('group', { name: 'Benefits' })).not.toHaveTextContent('Soft skin');
    expect(onDone).not.toHaveBeenCalled();
  }, 30_000);
});
