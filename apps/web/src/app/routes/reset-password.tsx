import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function ResetPasswordRoute() {
  return (
    <>
      <title>{shopPageTitle('Reset Password')}</title>
      <ResetPasswordPage />
    </>
  );
}
