import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { type SessionUser, refreshSession } from '@/data/session';
import { loadSdk } from '@/lib/sdk';
import { EditProfileForm } from './edit-profile-form';
import { type ProfileChanges, saveProfileChanges } from './profile-changes';

/** Edit Profile: open, then save (closes and resets) or cancel (docs/product.md §4). */
export function EditProfileDialog({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();

  async function save(changes: ProfileChanges): Promise<string | null> {
    const { account } = await loadSdk();
    const failure = await saveProfileChanges(changes, account);
    if (failure) {
      // Unlike the original (docs/product.md §8), the failure is shown, not only logged.
      toast.error('Failed to update profile');
      await refreshSession(queryClient);
      return failure;
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
