import { PageShell } from '@/components/page-placeholder';

export function ProfileRoute() {
  return <PageShell title="Your Profile" description="Your account details and order history." />;
}
