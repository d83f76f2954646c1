import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { StockItem } from '@pura/core/schemas/admin-api';

function StockList({ items, empty }: { items: StockItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-sand/60 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex justify-between gap-3 py-1.5">
          <span>
            {item.name} <span className="text-muted">· {item.category}</span>
          </span>
          <span className="font-semibold tabular-nums">{item.stock}</span>
        </li>
      ))}
    </ul>
  );
}

interface StockListsProps {
  lowStock: StockItem[];
  outOfStock: StockItem[];
  stockAlertsWaiting: number;
  threshold: number;
  onThresholdChange: (value: number) => void;
}

/**
 * Products to reorder: low stock below a threshold the admin sets, and those sold out with how many
 * shoppers asked to be mailed when they return (docs/product.md §4 'Back in stock').
 */
export function StockLists({ lowStock, outOfStock, stockAlertsWaiting, threshold, onThresholdChange }: StockListsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
          <CardTitle>Low stock</CardTitle>
          <div className="flex items-center gap-2">
            <Label htmlFor="low-stock-threshold">Below</Label>
            <Input
              id="low-stock-threshold"
              type="number"
              min={1}
              max={10000}
              value={threshold}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isInteger(value) && value >= 1) onThresholdChange(value);
              }}
              className="h-9 w-20"
            />
          </div>
        </CardHeader>
        <CardContent>
          <StockList items={lowStock} empty={`No product has fewer than ${threshold} in stock.`} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Out of stock</CardTitle>
        </CardHeader>
        <CardContent>
          <StockList items={outOfStock} empty="Nothing is sold out." />
          {stockAlertsWaiting > 0 && (
            <p className="mt-3 text-sm text-muted">
              {stockAlertsWaiting === 1 ? '1 shopper is' : `${stockAlertsWaiting} shoppers are`} waiting for a back-in-stock e-mail.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
