import { AuthFailurePage } from '@/features/auth/auth-failure-page';

export function AuthFailureRoute() {
  return <AuthFailurePage />;
}
