import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type ProfileChanges, type ProfileForm, computeProfileChanges } from './profile-changes';

interface EditProfileFormProps {
  current: { name: string; email: string };
  /** Saves the changes; resolves to an error message to show, or null when saved. */
  onSave: (changes: ProfileChanges) => Promise<string | null>;
  onCancel: () => void;
}

function Field({ label, ...props }: { label: string } & React.ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

/** The Edit Profile form (docs/product.md §4 'Profile edit dialog', §5 'Profile update'). */
export function EditProfileForm({ current, onSave, onCancel }: EditProfileFormProps) {
  const [form, setForm] = useState<ProfileForm>({
    name: current.name,
    email: current.email,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ProfileForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = computeProfileChanges(form, current);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setSaving(true);
    const failure = await onSave(result.changes);
    setSaving(false);
    if (failure) setError(failure);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <Field label="Name" required autoComplete="name" value={form.name} onChange={set('name')} />
      <Field label="Email" required type="email" autoComplete="email" value={form.email} onChange={set('email')} />
      <Field
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={set('currentPassword')}
      />
      <Field label="New Password" type="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
      <Field
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <p className="text-xs text-muted">Your current password is needed to change your e-mail or password.</p>
      {error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
