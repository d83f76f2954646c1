import { PageShell } from '@/components/page-placeholder';

export function LoginRoute() {
  return <PageShell title="Sign In" description="Sign in or create your Pura account." />;
}
