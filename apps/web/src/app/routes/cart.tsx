import { PageShell } from '@/components/page-placeholder';

export function CartRoute() {
  return <PageShell title="Your Cart" description="The products in your cart." />;
}
