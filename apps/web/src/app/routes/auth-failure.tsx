import { PageShell } from '@/components/page-placeholder';

export function AuthFailureRoute() {
  return <PageShell title="Sign-in failed" description="We could not sign you in." />;
}
