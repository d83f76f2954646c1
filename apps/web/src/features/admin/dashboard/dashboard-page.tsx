import { Suspense, lazy, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QuizFunnels } from './quiz-funnels';
import { StatTiles } from './stat-tiles';
import { StockLists } from './stock-lists';
import { TopProducts } from './top-products';
import { useDashboard } from './use-dashboard';

// chart.js loads only when the dashboard is open (decision 009: a light charting library, lazily).
const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

/** docs/product.md §3 names no threshold: 5 is the default the admin can change here. */
const DEFAULT_LOW_STOCK = 5;

export function DashboardPage() {
  const [threshold, setThreshold] = useState(DEFAULT_LOW_STOCK);
  const dashboard = useDashboard(threshold);
  if (dashboard.isPending)
    return (
      <p role="status" className="text-muted">
        Loading dashboard…
      </p>
    );
  if (dashboard.isError)
    return (
      <p role="alert" className="text-danger">
        The dashboard could not be loaded: {dashboard.error.message}
      </p>
    );
  const data = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Overview</h2>
      <StatTiles data={data} />
      <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Revenue and orders per day</CardTitle>
            <p className="text-sm text-muted">Paid orders of the last {data.days} days (UTC days)</p>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<div className="h-72" />}>
              <RevenueChart days={data.revenueByDay} />
            </Suspense>
          </CardContent>
        </Card>
        <TopProducts products={data.topProducts} days={data.days} />
      </div>
      <StockLists
        lowStock={data.lowStock}
        outOfStock={data.outOfStock}
        stockAlertsWaiting={data.stockAlertsWaiting}
        threshold={threshold}
        onThresholdChange={setThreshold}
      />
      <QuizFunnels funnels={data.funnels} />
    </div>
  );
}
