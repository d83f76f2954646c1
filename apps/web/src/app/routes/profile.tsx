import { RequireAuth } from '@/components/auth/require-auth';
import { ProfilePage } from '@/features/profile/profile-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function ProfileRoute() {
  return (
    <RequireAuth>
      <title>{shopPageTitle('Your Profile')}</title>
      <ProfilePage />
    </RequireAuth>
  );
}
