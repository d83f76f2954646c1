import { LoginPage } from '@/features/auth/login-page';

export function LoginRoute() {
  return (
    <>
      <title>Sign In — Pura</title>
      <LoginPage />
    </>
  );
}
