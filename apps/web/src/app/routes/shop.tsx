import { PageShell } from '@/components/page-placeholder';

export function ShopRoute() {
  return <PageShell title="Shop" description="Our whole collection of organic vegan skincare, body care, lip care and haircare." />;
}
