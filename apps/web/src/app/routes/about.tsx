import { PageShell } from '@/components/page-placeholder';

export function AboutRoute() {
  return <PageShell title="Our Story" description="Why Pura makes organic, vegan skincare — and how." />;
}
