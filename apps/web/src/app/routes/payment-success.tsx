import { PageShell } from '@/components/page-placeholder';

export function PaymentSuccessRoute() {
  return <PageShell title="Thank you!" description="Your order is confirmed." />;
}
