import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException } from 'appwrite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { ResetPasswordPage } from './reset-password-page';

const sdk = vi.hoisted(() => ({ updateRecovery: vi.fn() }));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

const FUTURE = new Date(Date.now() + 3_600_000).toISOString();

function renderReset(query: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    `/reset-password${query}`,
  );
}

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('/reset-password (decision 007 item 3)', () => {
  beforeEach(() => {
    fakeBackend.reset();
    sdk.updateRecovery.mockReset();
  });

  it('sets the new password from the link, then sends the visitor to sign in', async () => {
    sdk.updateRecovery.mockResolvedValue({});
    const { router } = renderReset(`?userId=u1&secret=s3cret&expire=${encodeURIComponent(FUTURE)}`);
    await choose('new-password-1', 'new-password-1');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sdk.updateRecovery).toHaveBeenCalledWith({ userId: 'u1', secret: 's3cret', password: 'new-password-1' });
    expect(await screen.findByText('Password reset successfully! Please sign in with your new password.')).toBeInTheDocument();
  });

  it.each([
    ['', '', 'Please fill in all fields'],
    ['new-password-1', 'new-password-2', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters long'],
  ])('refuses %j / %j with %s', async (password, confirm, message) => {
    renderReset('?userId=u1&secret=s3cret');
    if (password) await choose(password, confirm);
    else await userEvent.setup().click(await screen.findByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(sdk.updateRecovery).not.toHaveBeenCalled();
  });

  it('explains a used or unknown link', async () => {
    sdk.updateRecovery.mockRejectedValue(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'));
    renderReset('?userId=u1&secret=old');
    await choose('new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or was already used. Please request a new one.',
    );
  });

  it.each([
    ['?userId=u1', 'This password reset link is incomplete.'],
    ['?userId=u1&secret=s&expire=2020-01-01T00:00:00.000%2B00:00', 'This password reset link has expired.'],
  ])('%s needs a new link', async (query, message) => {
    renderReset(query);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
