import { LoginPage } from '@/features/auth/login-page';

export function LoginRoute() {
  return (
    <>
      <title>Sign In — Pura</title>
      <meta
        name="description"
        content="Sign in to your Pura account or create one to keep your cart, follow your orders and shop your routine."
      />
      <LoginPage />
    </>
  );
}
