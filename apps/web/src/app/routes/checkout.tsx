import { PageShell } from '@/components/page-placeholder';

export function CheckoutRoute() {
  return <PageShell title="Checkout" description="Shipping address and card payment." />;
}
