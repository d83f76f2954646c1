import { PageShell } from '@/components/page-placeholder';

export function HomeRoute() {
  return <PageShell title="Pura" description="Organic, vegan, cruelty-free skincare and haircare. Take our free 2-minute quiz for a personalised routine and save 15%." />;
}
