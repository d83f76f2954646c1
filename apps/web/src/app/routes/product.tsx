import { PageShell } from '@/components/page-placeholder';

export function ProductRoute() {
  return <PageShell title="Product" description="Ingredients, reviews, shipping and returns." />;
}
