import { screen } from '@testing-library/react';
import { AppwriteException } from 'appwrite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '@/data/testing/fake-appwrite';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { VerifyEmailPage } from './verify-email-page';

const sdk = vi.hoisted(() => ({ updateEmailVerification: vi.fn() }));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

function renderVerify(query: string) {
  return renderRoutes([{ path: '/verify-email', element: <VerifyEmailPage /> }], `/verify-email${query}`);
}

describe('/verify-email (decision 007 item 3)', () => {
  beforeEach(() => {
    fakeBackend.reset();
    sdk.updateEmailVerification.mockReset();
  });

  it('completes the verification once and says so', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Mia' });
    sdk.updateEmailVerification.mockResolvedValue({});
    renderVerify('?userId=u1&secret=s3cret');
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toBeInTheDocument();
    expect(sdk.updateEmailVerification).toHaveBeenCalledTimes(1);
    expect(sdk.updateEmailVerification).toHaveBeenCalledWith({ userId: 'u1', secret: 's3cret' });
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('offers to sign in when nobody is signed in afterwards (another device, or an admin-list address whose sign-ins the verification ended)', async () => {
    fakeBackend.signIn({ id: 'u1', name: 'Owner' });
    sdk.updateEmailVerification.mockImplementation(async () => {
      fakeBackend.reset();
      return {};
    });
    renderVerify('?userId=u1&secret=s3cret');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your e-mail address is verified. Thank you! Sign in to see your account: with your password, or with a code or link we e-mail you.',
    );
    expect(screen.queryByRole('link', { name: 'Go to your profile' })).toBeNull();
  });

  it('explains a used or unknown link and points to the profile for a new one', async () => {
    sdk.updateEmailVerification.mockRejectedValue(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'));
    renderVerify('?userId=u1&secret=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or was already used. If you have opened it before, your address is verified and there is nothing more to do; otherwise please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says a link opened again is done when its account is signed in here and verified', async () => {
    sdk.updateEmailVerification.mockRejectedValue(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'));
    fakeBackend.signIn({ id: 'u1', name: 'Mia' });
    renderVerify('?userId=u1&secret=used');
    expect(await screen.findByText('Your e-mail address is already verified. There is nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still explains the link when another account is signed in', async () => {
    sdk.updateEmailVerification.mockRejectedValue(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'));
    fakeBackend.signIn({ id: 'someone-else', name: 'Max' });
    renderVerify('?userId=u1&secret=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or was already used. If you have opened it before, your address is verified and there is nothing more to do; otherwise please request a new one.',
    );
  });

  it('does not send an incomplete link', async () => {
    renderVerify('?secret=s3cret');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(sdk.updateEmailVerification).not.toHaveBeenCalled();
  });
});
