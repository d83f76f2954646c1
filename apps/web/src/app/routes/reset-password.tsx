import { ResetPasswordPage } from '@/features/auth/reset-password-page';

export function ResetPasswordRoute() {
  return (
    <>
      <title>Reset Password — Pura</title>
      <ResetPasswordPage />
    </>
  );
}
