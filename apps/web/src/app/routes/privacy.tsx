import { PageShell } from '@/components/page-placeholder';

export function PrivacyRoute() {
  return <PageShell title="Privacy Policy" description="What data Pura keeps, why, and your rights." />;
}
