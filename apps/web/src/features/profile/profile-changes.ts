import { PASSWORD_LENGTH } from '@pura/core/limits';
import { isAppwriteError } from '@/lib/appwrite-error';

export interface ProfileForm {
  name: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The account calls a save needs: only the changed fields (docs/product.md §5 'Profile update'). */
export interface ProfileChanges {
  name?: string;
  email?: { email: string; password: string };
  password?: { password: string; oldPassword: string };
}

export type ProfileChangeResult = { ok: true; changes: ProfileChanges } | { ok: false; message: string };

/** Applies docs/product.md §5's profile rules to the form against the current user. */
export function computeProfileChanges(form: ProfileForm, current: { name: string; email: string }): ProfileChangeResult {
  const name = form.name.trim();
  const email = form.email.trim();
  if (!name || !email) return { ok: false, message: 'Name and email are required' };
  const changes: ProfileChanges = {};
  if (name !== current.name) changes.name = name;
  if (email !== current.email) {
    if (!form.currentPassword) return { ok: false, message: 'Please enter your current password to change your email' };
    changes.email = { email, password: form.currentPassword };
  }
  if (form.newPassword || form.confirmPassword) {
    if (!form.currentPassword) return { ok: false, message: 'Please enter your current password to set a new one' };
    if (form.newPassword !== form.confirmPassword) return { ok: false, message: 'New passwords do not match' };
    if (form.newPassword.length < PASSWORD_LENGTH.min)
      return { ok: false, message: `New password must be at least ${PASSWORD_LENGTH.min} characters long` };
    changes.password = { password: form.newPassword, oldPassword: form.currentPassword };
  }
  if (!changes.name && !changes.email && !changes.password) return { ok: false, message: 'No changes to save' };
  return { ok: true, changes };
}

/** The account calls a save makes, as the SDK's Account has them. */
export interface ProfileCalls {
  updateName(params: { name: string }): Promise<unknown>;
  updateEmail(params: { email: string; password: string }): Promise<unknown>;
  updatePassword(params: { password: string; oldPassword: string }): Promise<unknown>;
}

/**
 * Makes the calls one after another, those that check the current password first, so a wrong
 * password changes nothing; the name, which needs none, goes last. Should a later call still
 * fail, the message says what was saved before it. Null when all went through.
 */
export async function saveProfileChanges(changes: ProfileChanges, calls: ProfileCalls): Promise<string | null> {
  const saved: string[] = [];
  try {
    if (changes.email) {
      await calls.updateEmail(changes.email);
      saved.push('e-mail address');
    }
    if (changes.password) {
      await calls.updatePassword(changes.password);
      saved.push('password');
    }
    if (changes.name) await calls.updateName({ name: changes.name });
    return null;
  } catch (error) {
    const message = profileFailure(error);
    if (saved.length === 0) return message;
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    return `${sentence} Your new ${saved.join(' and ')} ${saved.length > 1 ? 'were' : 'was'} saved.`;
  }
}

function profileFailure(error: unknown): string {
  if (!isAppwriteError(error)) return 'Failed to update profile';
  // The server's wording speaks of "the email and password"; here only the password was asked.
  if (error.type === 'user_invalid_credentials') return 'Your current password is incorrect.';
  return error.message || 'Failed to update profile';
}
