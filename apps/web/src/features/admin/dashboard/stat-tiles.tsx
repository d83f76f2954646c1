import { Card } from '@/components/ui/card';
import { formatPrice } from '@/lib/format-price';
import type { Dashboard } from '@pura/core/schemas/admin-api';

function Tile({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-semibold text-forest">{value}</p>
      <p className="text-xs text-muted">{hint}</p>
    </Card>
  );
}

/** The headline numbers: today's sales, the period's revenue and orders, average order value. */
export function StatTiles({ data }: { data: Dashboard }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 [&>*]:min-w-0">
      <Tile
        label="Today's sales"
        value={formatPrice(data.today.revenue)}
        hint={`${data.today.orders} paid order${data.today.orders === 1 ? '' : 's'} today (UTC)`}
      />
      <Tile label={`Revenue, ${data.days} days`} value={formatPrice(data.period.revenue)} hint="Paid orders, tax included" />
      <Tile label={`Orders, ${data.days} days`} value={String(data.period.orders)} hint="Completed, processing, shipped, delivered" />
      <Tile label="Average order value" value={formatPrice(data.period.averageOrderValue)} hint={`Over the last ${data.days} days`} />
    </div>
  );
}
