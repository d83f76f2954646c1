import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { ContactForm } from './contact-form';
import { contactMessageSchema } from '@pura/core/schemas/contact';
import { validateContactMessage } from './contact-validation';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <ContactForm /> }]);
  return user;
}

const inlineStatus = () => within(screen.getByRole('form', { name: 'Send us a message' })).getByRole('status');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Subject'), 'Sensitive skin');
  await user.type(screen.getByLabelText('Message'), 'Which cleanser suits me?');
}

describe('contact validation (docs/product.md §5)', () => {
  it('requires all five fields and a valid e-mail', () => {
    expect(validateContactMessage({ firstName: '', lastName: ' ', email: '', subject: '', message: '' })).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please enter your message',
    });
    expect(validateContactMessage({ firstName: 'A', lastName: 'B', email: 'not-mail', subject: 'S', message: 'M' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it.each([
    ['ada@example.com', true],
    ["o'brien@example.ie", true],
    // Addresses a looser pattern let through and the server then refused (the sign-up rule).
    ['a@b.c', false],
    ['ada..l@example.com', false],
    ['ada@example.com.', false],
    ['josé@example.com', false],
    [`${'a'.repeat(64)}@${'b'.repeat(190)}.com`, false],
  ])('takes %j as an e-mail address: %j, as the server does', (email, valid) => {
    const errors = validateContactMessage({ firstName: 'A', lastName: 'B', email, subject: 'S', message: 'M' });
    expect(errors).toEqual(valid ? {} : { email: 'Please enter a valid email address' });
  });

  it.each([
    ['a plain message', {}],
    ['the longest names and subject', { firstName: 'x'.repeat(128), lastName: 'y'.repeat(128), subject: 's'.repeat(256) }],
    ['one character too many', { subject: 's'.repeat(257) }],
    ['the longest message with spaces around', { message: `  ${'m'.repeat(10_000)}  ` }],
    ['a NUL character', { message: 'a\u0000b' }],
    ['a lone surrogate', { firstName: '\uDC00' }],
    ['an emoji', { message: 'Thank you 🌿' }],
    ['only spaces', { lastName: '   ' }],
  ])('agrees with the server on %s', (_label, override) => {
    const message = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'Hi', ...override };
    const formAccepts = Object.keys(validateContactMessage(message)).length === 0;
    expect(formAccepts).toBe(contactMessageSchema.safeParse(message).success);
  });

  it("refuses what the server would not store, in the server's words", () => {
    const valid = { firstName: 'A', lastName: 'B', email: 'ada@example.com', subject: 'S', message: 'M' };
    expect(validateContactMessage({ ...valid, firstName: 'x'.repeat(129), subject: 'x'.repeat(257), message: 'x'.repeat(10_001) })).toEqual(
      {
        firstName: 'First name must be at most 128 characters',
        subject: 'Subject must be at most 256 characters',
        message: 'Message must be at most 10000 characters',
      },
    );
    // Surrounding spaces are not sent, so they do not count.
    expect(validateContactMessage({ ...valid, lastName: ` ${'x'.repeat(128)} `, message: `${'x'.repeat(10_000)}\n` })).toEqual({});
    expect(validateContactMessage({ ...valid, subject: 'Broken \uD800 text' })).toEqual({
      subject: 'Subject must not contain NUL characters or broken Unicode',
    });
  });
});

describe('contact form (docs/product.md §4, §8)', () => {
  it('shows the errors beside the fields, focuses the first and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, says so and clears the form', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/send-contact-email');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Sensitive skin',
      message: 'Which cleanser suits me?',
    });
    answer(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    // docs/product.md §8 'Contact': the toast and the line under the form say the same.
    await waitFor(() => expect(screen.getAllByText("Message sent successfully! We'll get back to you within 24 hours.")).toHaveLength(2));
    expect(inlineStatus()).toHaveTextContent("Message sent successfully! We'll get back to you within 24 hours.");
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('gives the keyboard focus to the line saying the message was sent', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    const user = renderForm();
    await fillIn(user);
    // Sent from the keyboard: Enter in a field submits the form.
    await user.type(screen.getByLabelText('Subject'), '{Enter}');
    await waitFor(() => expect(inlineStatus()).toHaveTextContent("Message sent successfully! We'll get back to you within 24 hours."));
    expect(inlineStatus()).toHaveFocus();
  });

  it('keeps the text and says so when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'Mail server down' }), { status: 502 }));
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getAllByText('Failed to send message. Please try again or contact us directly.')).toHaveLength(2));
    expect(inlineStatus()).toHaveTextContent('Failed to send message. Please try again or contact us directly.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Sensitive skin');
    expect(inlineStatus()).toHaveFocus();
  });
});
