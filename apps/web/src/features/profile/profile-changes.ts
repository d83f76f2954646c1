export interface ProfileForm {
  name: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The account calls a save needs: only the changed fields (SPEC.md §5 'Profile update'). */
export interface ProfileChanges {
  name?: string;
  email?: { email: string; password: string };
  password?: { password: string; oldPassword: string };
}

export type ProfileChangeResult = { ok: true; changes: ProfileChanges } | { ok: false; message: string };

/** Applies SPEC.md §5's profile rules to the form against the current user. */
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
    if (form.newPassword.length < 8) return { ok: false, message: 'New password must be at least 8 characters long' };
    changes.password = { password: form.newPassword, oldPassword: form.currentPassword };
  }
  if (!changes.name && !changes.email && !changes.password) return { ok: false, message: 'No changes to save' };
  return { ok: true, changes };
}
