import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException } from 'appwrite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { LoginPage } from './login-page';

const sdk = vi.hoisted(() => ({ createPhoneToken: vi.fn(), createSession: vi.fn(), get: vi.fn(), listMFAFactors: vi.fn() }));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

const USER = {
  $id: 'u1',
  name: 'Ada',
  email: '',
  phone: '+491701234567',
  emailVerification: false,
  labels: [],
  registration: '2025-01-01T00:00:00.000+00:00',
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/login',
  );
}

async function openPhoneForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Text me a code' }));
  return screen.getByRole('form', { name: 'Sign in by text message' });
}

function signsInOnCode() {
  sdk.createSession.mockImplementation(async () => {
    document.cookie = 'pura_signed_in=1; path=/';
    return {};
  });
}

describe("'Text me a code' on Sign In (decision 011 item 4)", () => {
  beforeEach(() => {
    for (const mock of Object.values(sdk)) mock.mockReset();
  });
  afterEach(() => {
    document.cookie = 'pura_signed_in=; path=/; max-age=0';
  });

  it('asks for a number in international format before texting', async () => {
    const user = userEvent.setup();
    renderLogin();
    const form = await openPhoneForm(user);
    const field = within(form).getByLabelText('Phone number');
    expect(field).toHaveAccessibleDescription('International format: + and country code, then the number.');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter your phone number');
    await user.type(field, '0170 1234567');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please enter your number in international format: + and country code, e.g. +491701234567',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sdk.createPhoneToken).not.toHaveBeenCalled();
  });

  it('shows why the text could not be sent', async () => {
    sdk.createPhoneToken.mockRejectedValue(
      new AppwriteException(
        'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
        429,
        'general_rate_limit_exceeded',
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    const form = await openPhoneForm(user);
    await user.type(within(form).getByLabelText('Phone number'), '+491701234567');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts from here. Please wait a while before trying again.',
    );
  });

  it('texts a code, rejects a wrong one with the server message, and signs in home with the right one', async () => {
    sdk.createPhoneToken.mockResolvedValue({ userId: 'u1' });
    sdk.createSession.mockRejectedValueOnce(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'));
    sdk.get.mockResolvedValue(USER);
    const user = userEvent.setup();
    renderLogin();
    const form = await openPhoneForm(user);
    await user.type(within(form).getByLabelText('Phone number'), '+49 (170) 123-4567');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    expect(sdk.createPhoneToken).toHaveBeenCalledWith({ userId: expect.any(String) as string, phone: '+491701234567' });

    const codeForm = await screen.findByRole('form', { name: 'Sign in with a texted code' });
    expect(within(codeForm).getByRole('status')).toHaveTextContent(
      "We've texted a 6-digit code to +491701234567. It is valid for 15 minutes.",
    );
    const field = within(codeForm).getByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '1234');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign In' }));
    expect(within(codeForm).getByRole('alert')).toHaveTextContent('Please enter the 6-digit code from the text message');
    expect(sdk.createSession).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '111111');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign In' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent(
      'That code is not right or has expired. Please check it and try again.',
    );

    signsInOnCode();
    await user.clear(field);
    await user.type(field, '424242');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(sdk.createSession).toHaveBeenLastCalledWith({ userId: 'u1', secret: '424242' });
  });

  it('asks for the second factor when the account owes one', async () => {
    sdk.createPhoneToken.mockResolvedValue({ userId: 'u1' });
    signsInOnCode();
    sdk.get.mockRejectedValue(
      new AppwriteException('More factors are required to complete the sign in process.', 401, 'user_more_factors_required'),
    );
    sdk.listMFAFactors.mockResolvedValue({ totp: true, email: false, phone: false, recoveryCode: true });
    const user = userEvent.setup();
    renderLogin();
    const form = await openPhoneForm(user);
    await user.type(within(form).getByLabelText('Phone number'), '+491701234567');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    const codeForm = await screen.findByRole('form', { name: 'Sign in with a texted code' });
    await user.type(within(codeForm).getByLabelText('Code'), '424242');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Finish signing in' })).toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('goes back to the password form', async () => {
    const user = userEvent.setup();
    renderLogin();
    const form = await openPhoneForm(user);
    await user.click(within(form).getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });
});
