import { VerifyEmailPage } from '@/features/auth/verify-email-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function VerifyEmailRoute() {
  return (
    <>
      <title>{shopPageTitle('Verify E-mail')}</title>
      <VerifyEmailPage />
    </>
  );
}
