import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { NewsletterForm } from './newsletter-form';
import { validateNewsletterEmail } from './newsletter-validation';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <NewsletterForm source="footer" /> }]);
  return user;
}

const inline = () => screen.getAllByRole('status').find((element) => element.tagName === 'P') as HTMLElement;

describe('newsletter validation (docs/product.md §5)', () => {
  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['not-an-address', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['ada@example.com', null],
    [' Ada.Lovelace+shop@mail.example.co.uk ', null],
    ["o'brien@example.ie", null],
    // Addresses a looser pattern let through and the server then refused (the sign-up rule).
    ['a@b.c', 'Please enter a valid email address'],
    ['ada..l@example.com', 'Please enter a valid email address'],
    ['ada@example.com.', 'Please enter a valid email address'],
    ['josé@example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(64)}@${'b'.repeat(190)}.com`, 'Please enter a valid email address'],
  ])('%j → %j', (email, message) => {
    expect(validateNewsletterEmail(email)).toBe(message);
  });

  it('shows the message inline without sending anything', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(inline()).toHaveTextContent('Please enter your email address');
    await user.type(screen.getByRole('textbox'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(inline()).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('newsletter form (docs/product.md §4, §8 Newsletter; double opt-in)', () => {
  it('subscribes with source footer, clears the field and asks to confirm through the e-mail', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await user.type(screen.getByRole('textbox'), ' eve@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'eve@example.com', source: 'footer' });
    answer(new Response(JSON.stringify({ ok: true, confirmed: false }), { status: 200 }));
    await waitFor(() =>
      expect(inline()).toHaveTextContent('Successfully subscribed! Please confirm through the link in the e-mail we just sent you.'),
    );
    expect(await screen.findByText('Successfully subscribed to our newsletter!')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('says only "Successfully subscribed!" for an address that is already confirmed', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true, confirmed: true }), { status: 200 }));
    const user = renderForm();
    await user.type(screen.getByRole('textbox'), 'eve@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(inline()).toHaveTextContent(/^Successfully subscribed!$/));
  });

  it('shows the failure inline and as a toast, keeping the address', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'down' }), { status: 500 }));
    const user = renderForm();
    await user.type(screen.getByRole('textbox'), 'eve@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(inline()).toHaveTextContent('Subscription failed. Please try again.'));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('eve@example.com');
  });
});
