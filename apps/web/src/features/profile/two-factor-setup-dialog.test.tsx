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
  createMFAAuthenticator: vi.fn(),
  updateMFAAuthenticator: vi.fn(),
  updateMFA: vi.fn(),
  createMFARecoveryCodes: vi.fn(),
  updateMFARecoveryCodes: vi.fn(),
}));

vi.mock('@/lib/appwrite', async () => {
  const fake = await import('@/data/testing/fake-appwrite');
  return { ...fake, account: { ...fake.account, ...sdk } };
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = ['a1b2c-d3e4f', 'g5h6i-j7k8l', 'm9n0o-p1q2r'];

describe("'Set up authenticator app' on /profile (decision 011 item 8)", () => {
  beforeEach(() => {
    for (const mock of Object.values(sdk)) mock.mockReset();
    sdk.get.mockResolvedValue({ $id: 'u1', mfa: false });
    sdk.listMFAFactors.mockResolvedValue({ totp: false, email: false, phone: false, recoveryCode: false, custom: false });
    sdk.createMFAAuthenticator.mockResolvedValue({
      secret: SECRET,
      uri: `otpauth://totp/Pura:ada%40example.com?secret=${SECRET}&issuer=Pura`,
    });
    sdk.updateMFA.mockResolvedValue({});
    sdk.createMFARecoveryCodes.mockResolvedValue({ recoveryCodes: CODES });
  });

  it('shows the QR code and grouped key, confirms a code, turns MFA on and shows the recovery codes once', async () => {
    sdk.updateMFAAuthenticator
      .mockRejectedValueOnce(new AppwriteException('Invalid token passed in the request.', 401, 'user_invalid_token'))
      .mockImplementation(async () => {
        sdk.listMFAFactors.mockResolvedValue({ totp: true, email: false, phone: false, recoveryCode: true, custom: false });
        return {};
      });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SecuritySettings /> }]);
    expect(await screen.findByText('Not set up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(within(dialog).getByLabelText(/setup key/)).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const field = within(dialog).getByLabelText('6-digit code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the 6-digit code from your app');
    expect(sdk.updateMFAAuthenticator).not.toHaveBeenCalled();

    await user.type(field, '3456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not right or has expired. Please check it and try again.',
    );

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sdk.updateMFAAuthenticator).toHaveBeenLastCalledWith({ type: 'totp', otp: '654321' });
    expect(sdk.updateMFA).toHaveBeenCalledWith({ mfa: true });
    expect(await screen.findByText('Two-step verification is on')).toBeInTheDocument();

    const download = screen.getByRole('link', { name: 'Download (.txt)' });
    expect(download).toHaveAttribute('download', 'pura-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));

    // The codes are never shown again, so the dialog stays until they are saved.
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up authenticator app' })).not.toBeInTheDocument();
  });

  it('replaces recovery codes left from an earlier setup', async () => {
    sdk.updateMFAAuthenticator.mockResolvedValue({});
    sdk.createMFARecoveryCodes.mockRejectedValue(
      new AppwriteException('Recovery codes already exist.', 409, 'user_recovery_codes_already_exists'),
    );
    sdk.updateMFARecoveryCodes.mockResolvedValue({ recoveryCodes: CODES });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SecuritySettings /> }]);
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(CODES[0]!);
  });

  it('says when the authenticator cannot be started', async () => {
    sdk.createMFAAuthenticator.mockRejectedValue(new AppwriteException('Too many requests', 429, 'general_rate_limit_exceeded'));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SecuritySettings /> }]);
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
