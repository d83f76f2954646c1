import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPrice } from '@/lib/format-price';
import type { Dashboard } from '@pura/core/schemas/admin-api';

/** Best sellers of the period by units, with their line revenue before routine discounts. */
export function TopProducts({ products, days }: { products: Dashboard['topProducts']; days: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top products</CardTitle>
        <p className="text-sm text-muted">Units sold in paid orders, last {days} days</p>
      </CardHeader>
      <CardContent>
        {products.length === 0 ? (
          <p className="text-sm text-muted">No sales yet.</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {products.map((product, index) => (
              <li key={product.id} className="flex justify-between gap-3">
                <span>
                  {index + 1}. {product.name}
                </span>
                <span className="tabular-nums text-muted">
                  {product.quantity} × · {formatPrice(product.revenue)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
