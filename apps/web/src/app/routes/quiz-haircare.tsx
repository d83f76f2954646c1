import { PageShell } from '@/components/page-placeholder';

export function HaircareQuizRoute() {
  return <PageShell title="Haircare Quiz" description="Two questions, one minute: your personalised haircare routine." />;
}
