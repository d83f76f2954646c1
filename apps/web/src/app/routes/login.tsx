import { LoginPage } from '@/features/auth/login-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function LoginRoute() {
  return (
    <>
      <title>{shopPageTitle('Sign In')}</title>
      <meta
        name="description"
        content={`Sign in to your ${shopPageTitle()} account or create one to keep your cart, follow your orders and shop your routine.`}
      />
      <LoginPage />
    </>
  );
}
