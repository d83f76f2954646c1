import { VerifyEmailPage } from '@/features/auth/verify-email-page';

export function VerifyEmailRoute() {
  return (
    <>
      <title>Verify E-mail — Pura</title>
      <VerifyEmailPage />
    </>
  );
}
