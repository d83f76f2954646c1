import { PageShell } from '@/components/page-placeholder';

export function SkincareQuizRoute() {
  return <PageShell title="Skincare Quiz" description="Five questions, two minutes: your personalised skincare routine." />;
}
