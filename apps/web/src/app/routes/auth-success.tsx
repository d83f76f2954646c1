import { AuthSuccessPage } from '@/features/auth/auth-success-page';

export function AuthSuccessRoute() {
  return <AuthSuccessPage />;
}
