import { PageShell } from '@/components/page-placeholder';

export function TermsRoute() {
  return <PageShell title="Terms of Sale" description="The terms for orders placed at Pura." />;
}
