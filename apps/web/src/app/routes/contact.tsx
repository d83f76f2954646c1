import { PageShell } from '@/components/page-placeholder';

export function ContactRoute() {
  return <PageShell title="Contact" description="Questions about a product or your routine? Write to us." />;
}
