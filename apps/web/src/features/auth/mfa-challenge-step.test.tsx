import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException } from 'appwrite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { LoginPage } from './login-page';

const sdk = vi.hoisted(() => ({
  createEmailPasswordSession: vi.fn(),
  get: vi.fn(),
  listMFAFactors: vi.fn(),
  createMFAChallenge: vi.fn(),
  updateMFAChallenge: vi.fn(),
  deleteSession: vi.fn(),
}));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

const USER = {
  $id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  emailVerification: true,
  labels: [],
  registration: '2025-01-01T00:00:00.000+00:00',
  mfa: true,
};
const owesFactor = () =>
  new AppwriteException('More factors are required to complete the sign in process.', 401, 'user_more_factors_required');
const wrongCode = () => new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token');

// The account answers "more factors required" until a challenge is met, as the server does.
let proven = false;

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/login',
  );
}

async function signInWithPassword() {
  const user = userEvent.setup();
  renderLogin();
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(form).getByLabelText('Password'), 'journey-password-1');
  await user.click(within(form).getByRole('checkbox', { name: /newsletter/i }));
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the second sign-in step (decision 011 item 8)', () => {
  beforeEach(() => {
    proven = false;
    for (const mock of Object.values(sdk)) mock.mockReset();
    sdk.createEmailPasswordSession.mockImplementation(async () => {
      document.cookie = 'pura_signed_in=1; path=/';
      return {};
    });
    sdk.get.mockImplementation(async () => {
      if (!proven) throw owesFactor();
      return USER;
    });
    sdk.listMFAFactors.mockResolvedValue({ totp: true, email: false, phone: false, recoveryCode: true, custom: false });
    sdk.createMFAChallenge.mockResolvedValue({ $id: 'challenge-1' });
  });
  afterEach(() => {
    document.cookie = 'pura_signed_in=; path=/; max-age=0';
  });

  it('asks for the authenticator code, shows the server message for a wrong one, then signs in', async () => {
    sdk.updateMFAChallenge.mockRejectedValueOnce(wrongCode()).mockImplementation(async () => {
      proven = true;
      return {};
    });
    const user = await signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Finish signing in' })).toBeInTheDocument();
    const field = await screen.findByLabelText('Authentication code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right or has expired. Please check it and try again.');

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(sdk.createMFAChallenge).toHaveBeenLastCalledWith({ factor: 'totp' });
    expect(sdk.updateMFAChallenge).toHaveBeenLastCalledWith({ challengeId: 'challenge-1', otp: '123456' });
  });

  it('signs in with a recovery code instead', async () => {
    sdk.updateMFAChallenge.mockImplementation(async () => {
      proven = true;
      return {};
    });
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('inputmode', 'text');
    await user.type(field, 'ab12c-de34f');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sdk.createMFAChallenge).toHaveBeenCalledWith({ factor: 'recoverycode' });
    expect(sdk.updateMFAChallenge).toHaveBeenCalledWith({ challengeId: 'challenge-1', otp: 'ab12c-de34f' });
  });

  it('e-mails a code only when asked', async () => {
    sdk.listMFAFactors.mockResolvedValue({ totp: false, email: true, phone: false, recoveryCode: false, custom: false });
    const user = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(sdk.createMFAChallenge).toHaveBeenCalledWith({ factor: 'email' });
    expect(await screen.findByText('We sent you a 6-digit code. It is valid for one hour.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail code')).toBeInTheDocument();
  });

  it('finds a session owing a factor on arrival and lets the visitor log out', async () => {
    document.cookie = 'pura_signed_in=1; path=/';
    sdk.deleteSession.mockResolvedValue({});
    const user = userEvent.setup();
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Finish signing in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sdk.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
  });
});
