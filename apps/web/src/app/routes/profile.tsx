import { RequireAuth } from '@/components/auth/require-auth';
import { ProfilePage } from '@/features/profile/profile-page';

export function ProfileRoute() {
  return (
    <RequireAuth>
      <title>Your Profile — Pura</title>
      <ProfilePage />
    </RequireAuth>
  );
}
