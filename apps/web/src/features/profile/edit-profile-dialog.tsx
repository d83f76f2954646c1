import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { type SessionUser, refreshSession } from '@/data/session';
import { isAppwriteError } from '@/lib/appwrite-error';
import { loadSdk } from '@/lib/sdk';
import { EditProfileForm } from './edit-profile-form';
import type { ProfileChanges } from './profile-changes';

async function applyChanges(changes: ProfileChanges): Promise<void> {
  const { account } = await loadSdk();
  if (changes.name) await account.updateName({ name: changes.name });
  if (changes.email) await account.updateEmail(changes.email);
  if (changes.password) await account.updatePassword(changes.password);
}

/** Edit Profile: open, then save (closes and resets) or cancel (SPEC.md §4). */
export function EditProfileDialog({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();

  async function save(changes: ProfileChanges): Promise<string | null> {
    try {
      await applyChanges(changes);
    } catch (error) {
      // Unlike the original (SPEC.md §8), the failure is shown, not only logged.
      const message = isAppwriteError(error) && error.message ? error.message : 'Failed to update profile';
      toast.error('Failed to update profile');
      await refreshSession(queryClient);
      return message;
    }
    await refreshSession(queryClient);
    toast.success('Profile updated successfully!');
    setOpen(false);
    return null;
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button variant="outline">Edit Profile</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription>Change your name, e-mail address or password.</DialogDescription>
        {/* Mounted only while open, so every opening starts from the saved values. */}
        {open && <EditProfileForm current={user} onSave={save} onCancel={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
