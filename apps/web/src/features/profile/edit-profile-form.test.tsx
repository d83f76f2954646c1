import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditProfileForm } from './edit-profile-form';
import { AppwriteException } from 'appwrite';
import { type ProfileCalls, computeProfileChanges, saveProfileChanges } from './profile-changes';

const CURRENT = { name: 'Ada Lovelace', email: 'ada@example.com' };
const BLANK = { name: CURRENT.name, email: CURRENT.email, currentPassword: '', newPassword: '', confirmPassword: '' };

describe('profile update rules (docs/product.md §5)', () => {
  it.each([
    [{}, 'No changes to save'],
    [{ name: '  ' }, 'Name and email are required'],
    [{ email: 'new@example.com' }, 'Please enter your current password to change your email'],
    [{ newPassword: 'new-password', confirmPassword: 'new-password' }, 'Please enter your current password to set a new one'],
    [{ currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'other-password' }, 'New passwords do not match'],
    [
      { currentPassword: 'old-password', newPassword: 'short', confirmPassword: 'short' },
      'New password must be at least 8 characters long',
    ],
  ])('%j → %s', (change, message) => {
    expect(computeProfileChanges({ ...BLANK, ...change }, CURRENT)).toEqual({ ok: false, message });
  });

  it('sends only the changed fields', () => {
    expect(computeProfileChanges({ ...BLANK, name: 'Ada King' }, CURRENT)).toEqual({ ok: true, changes: { name: 'Ada King' } });
    expect(computeProfileChanges({ ...BLANK, email: 'new@example.com', currentPassword: 'old-password' }, CURRENT)).toEqual({
      ok: true,
      changes: { email: { email: 'new@example.com', password: 'old-password' } },
    });
    expect(
      computeProfileChanges(
        { ...BLANK, currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' },
        CURRENT,
      ),
    ).toEqual({
      ok: true,
      changes: { password: { password: 'new-password', oldPassword: 'old-password' } },
    });
  });
});

describe('saving profile changes', () => {
  const wrongPassword = () =>
    new AppwriteException('Invalid credentials. Please check the email and password.', 401, 'user_invalid_credentials');
  function calls(failing: Partial<Record<keyof ProfileCalls, Error>> = {}) {
    const made: string[] = [];
    const call = (name: keyof ProfileCalls) =>
      vi.fn(async () => {
        const failure = failing[name];
        if (failure) throw failure;
        made.push(name);
      });
    return { made, calls: { updateName: call('updateName'), updateEmail: call('updateEmail'), updatePassword: call('updatePassword') } };
  }
  const everything = {
    name: 'Ada King',
    email: { email: 'new@example.com', password: 'old' },
    password: { password: 'new-password', oldPassword: 'old' },
  };

  it('checks the current password before it changes the name, so a wrong one changes nothing', async () => {
    const { made, calls: sdk } = calls({ updatePassword: wrongPassword() });
    expect(await saveProfileChanges({ name: 'Ada King', password: everything.password }, sdk)).toBe('Your current password is incorrect.');
    expect(made).toEqual([]);
    expect(sdk.updateName).not.toHaveBeenCalled();
  });

  it('makes every call in order and answers null when all went through', async () => {
    const { made, calls: sdk } = calls();
    expect(await saveProfileChanges(everything, sdk)).toBeNull();
    expect(made).toEqual(['updateEmail', 'updatePassword', 'updateName']);
  });

  it('says what was saved before a later call failed', async () => {
    const { calls: sdk } = calls({
      updatePassword: new AppwriteException('The password was recently used', 400, 'password_recently_used'),
    });
    expect(await saveProfileChanges(everything, sdk)).toBe('The password was recently used. Your new e-mail address was saved.');
  });
});

describe('Edit Profile form', () => {
  it('shows the rule messages and saves only the changed name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(null);
    render(<EditProfileForm current={CURRENT} onSave={onSave} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No changes to save');

    await user.type(screen.getByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Current Password'));
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Ada King' });
  });

  it('shows a failed save to the user', async () => {
    const user = userEvent.setup();
    render(<EditProfileForm current={CURRENT} onSave={vi.fn().mockResolvedValue('Failed to update profile')} onCancel={() => {}} />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
  });
});
