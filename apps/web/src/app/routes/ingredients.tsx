import { PageShell } from '@/components/page-placeholder';

export function IngredientsRoute() {
  return <PageShell title="Ingredients" description="The six plant ingredients our formulas are built on." />;
}
