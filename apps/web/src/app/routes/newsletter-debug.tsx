import { PageShell } from '@/components/page-placeholder';

export function NewsletterDebugRoute() {
  return <PageShell title="Newsletter Debug" description="Developer tools for the newsletter and mail setup." />;
}
