import { MagicLinkPage } from '@/features/auth/magic-link-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function MagicLinkRoute() {
  return (
    <>
      <title>{shopPageTitle('Sign In')}</title>
      <MagicLinkPage />
    </>
  );
}
