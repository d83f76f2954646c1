import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException } from 'appwrite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { LoginPage } from './login-page';
import { MagicLinkPage } from './magic-link-page';

const sdk = vi.hoisted(() => ({
  createMagicURLToken: vi.fn(),
  createEmailToken: vi.fn(),
  createSession: vi.fn(),
  get: vi.fn(),
  listMFAFactors: vi.fn(),
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
};

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/magic', element: <MagicLinkPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    url,
  );
}

describe('passwordless sign-in by e-mailed link (decision 011 item 8)', () => {
  beforeEach(() => {
    for (const mock of Object.values(sdk)) mock.mockReset();
  });
  afterEach(() => {
    document.cookie = 'pura_signed_in=; path=/; max-age=0';
  });

  it("'E-mail me a sign-in link' mails a link to /auth/magic", async () => {
    sdk.createMagicURLToken.mockResolvedValue({});
    const user = userEvent.setup();
    renderAt('/login');
    const signIn = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(signIn).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(signIn).getByRole('button', { name: 'E-mail me a sign-in link' }));
    const form = screen.getByRole('form', { name: 'Sign in by e-mail link' });
    expect(within(form).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a sign-in link to ada@example.com");
    expect(sdk.createMagicURLToken).toHaveBeenCalledWith({
      userId: expect.any(String) as string,
      email: 'ada@example.com',
      url: `${window.location.origin}/auth/magic`,
    });
  });

  it('the link signs in and continues home', async () => {
    sdk.createSession.mockImplementation(async () => {
      document.cookie = 'pura_signed_in=1; path=/';
      return {};
    });
    sdk.get.mockResolvedValue(USER);
    renderAt('/auth/magic?userId=u1&secret=s3cret');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(sdk.createSession).toHaveBeenCalledTimes(1);
    expect(sdk.createSession).toHaveBeenCalledWith({ userId: 'u1', secret: 's3cret' });
  });

  it('asks for the second factor when the account has two-step verification', async () => {
    sdk.createSession.mockResolvedValue({});
    sdk.get.mockRejectedValue(
      new AppwriteException('More factors are required to complete the sign in process.', 401, 'user_more_factors_required'),
    );
    sdk.listMFAFactors.mockResolvedValue({ totp: true, email: true, phone: false, recoveryCode: true, custom: false });
    renderAt('/auth/magic?userId=u1&secret=s3cret');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('explains a used or unknown link', async () => {
    sdk.createSession.mockRejectedValue(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'));
    renderAt('/auth/magic?userId=u1&secret=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is invalid or was already used. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('refuses an incomplete link without asking the server', async () => {
    renderAt('/auth/magic?userId=u1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete.');
    expect(sdk.createSession).not.toHaveBeenCalled();
  });
  it('signs in with an e-mailed code instead, showing the server message for a wrong one', async () => {
    sdk.createEmailToken.mockResolvedValue({ userId: 'u1' });
    sdk.createSession
      .mockRejectedValueOnce(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'))
      .mockImplementation(async () => {
        document.cookie = 'pura_signed_in=1; path=/';
        return {};
      });
    sdk.get.mockResolvedValue(USER);
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    const form = screen.getByRole('form', { name: 'Sign in by e-mail link' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'E-mail me a code instead' }));

    const codeForm = await screen.findByRole('form', { name: 'Sign in with a code' });
    expect(within(codeForm).getByRole('status')).toHaveTextContent("We've e-mailed a 6-digit code to ada@example.com.");
    const field = within(codeForm).getByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '111111');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign In' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent(
      'That code is not right or has expired. Please check it and try again.',
    );
    await user.clear(field);
    await user.type(field, '424242');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sdk.createSession).toHaveBeenLastCalledWith({ userId: 'u1', secret: '424242' });
  });
});
