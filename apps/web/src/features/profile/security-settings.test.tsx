import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppwriteException } from 'appwrite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import '@/data/testing/patient-waits';
import { SecuritySettings } from './security-settings';

const sdk = vi.hoisted(() => ({
  get: vi.fn(),
  listMFAFactors: vi.fn(),
  updateMFA: vi.fn(),
  deleteMFAAuthenticator: vi.fn(),
  createMFAChallenge: vi.fn(),
  updateMFAChallenge: vi.fn(),
  updateMFARecoveryCodes: vi.fn(),
}));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

const challengeRequired = () =>
  new AppwriteException('Verify a second factor first (POST /account/mfa/challenges), then try again.', 401, 'user_challenge_required');
const FACTORS = { totp: true, email: false, phone: false, recoveryCode: true, custom: false };

describe('the Security section of /profile (decision 011 item 8)', () => {
  beforeEach(() => {
    for (const mock of Object.values(sdk)) mock.mockReset();
    sdk.get.mockResolvedValue({ $id: 'u1', mfa: true });
    sdk.listMFAFactors.mockResolvedValue(FACTORS);
    sdk.createMFAChallenge.mockResolvedValue({ $id: 'challenge-1' });
  });

  it('shows the status and turns two-step verification off', async () => {
    sdk.updateMFA.mockImplementation(async () => {
      sdk.get.mockResolvedValue({ $id: 'u1', mfa: false });
      return {};
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SecuritySettings /> }]);
    const section = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByText('Set up')).toBeInTheDocument();
    expect(within(section).getByText('Saved')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('Two-step verification is off')).toBeInTheDocument();
    expect(sdk.updateMFA).toHaveBeenCalledWith({ mfa: false });
    expect(await within(section).findByRole('button', { name: 'Turn on two-step verification' })).toBeInTheDocument();
  });

  it('asks for a code before removing the authenticator, then removes it', async () => {
    sdk.deleteMFAAuthenticator.mockRejectedValueOnce(challengeRequired()).mockResolvedValue({});
    sdk.updateMFAChallenge
      .mockRejectedValueOnce(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'))
      .mockResolvedValue({});
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SecuritySettings /> }]);
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Authentication code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not right or has expired. Please check it and try again.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'a1b2c-d3e4f');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument();
    expect(sdk.createMFAChallenge).toHaveBeenLastCalledWith({ factor: 'recoverycode' });
    expect(sdk.updateMFAChallenge).toHaveBeenLastCalledWith({ challengeId: 'challenge-1', otp: 'a1b2c-d3e4f' });
    expect(sdk.deleteMFAAuthenticator).toHaveBeenCalledTimes(2);
    // No factor would be left, so two-step verification is turned off with it.
    expect(sdk.updateMFA).toHaveBeenCalledWith({ mfa: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('regenerates recovery codes after a fresh code and shows them once', async () => {
    sdk.updateMFARecoveryCodes
      .mockRejectedValueOnce(challengeRequired())
      .mockResolvedValue({ recoveryCodes: ['n1n1n-n1n1n', 'n2n2n-n2n2n'] });
    sdk.updateMFAChallenge.mockResolvedValue({});
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SecuritySettings /> }]);
    await user.click(await screen.findByRole('button', { name: 'Regenerate recovery codes' }));
    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(confirm).getByLabelText('Authentication code'), '222222');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new recovery codes' });
    expect(within(dialog).getByText('Your old recovery codes no longer work.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
