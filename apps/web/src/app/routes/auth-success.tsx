import { PageShell } from '@/components/page-placeholder';

export function AuthSuccessRoute() {
  return <PageShell title="Signing you in" description="Finishing your sign-in." />;
}
