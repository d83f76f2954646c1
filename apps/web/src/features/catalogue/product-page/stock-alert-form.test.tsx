import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { StockAlertForm } from './stock-alert-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <StockAlertForm productId="lip-balm" /> }]);
  return user;
}

const field = () => screen.getByRole('textbox', { name: 'E-mail me when it is back' });

describe('back-in-stock request (docs/product.md §4 Back in stock)', () => {
  it('sends the address and product, then asks to confirm through the mail', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const user = renderForm();
    await user.type(field(), ' eve@example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/stock-alerts');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'eve@example.com', productId: 'lip-balm' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/please confirm through the link in the e-mail/));
  });

  it('checks the address before sending anything', async () => {
    const user = renderForm();
    await user.type(field(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid email address');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ message: 'This product is in stock: it can be ordered now.', code: 400, type: 'general_argument_invalid' }),
        {
          status: 400,
        },
      ),
    );
    const user = renderForm();
    await user.type(field(), 'eve@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not save your alert: This product is in stock: it can be ordered now.'),
    );
  });
});
