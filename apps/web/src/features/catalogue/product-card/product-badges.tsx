import { Badge } from '@/components/ui/badge';
import type { Product } from '@/data/products';
import { cn } from '@/lib/cn';
import { isOutOfStock } from './stock';

/** The New, Bestseller and Out of Stock badges (docs/product.md §2 'product card'). */
export function ProductBadges({ product, className }: { product: Pick<Product, 'isNew' | 'isBestseller' | 'stock'>; className?: string }) {
  const outOfStock = isOutOfStock(product);
  if (!product.isNew && !product.isBestseller && !outOfStock) return null;
  return (
    <ul aria-label="Labels" className={cn('flex flex-wrap gap-1.5', className)}>
      {product.isNew && (
        <li>
          <Badge className="bg-forest text-cream">New</Badge>
        </li>
      )}
      {product.isBestseller && (
        <li>
          <Badge variant="terracotta">Bestseller</Badge>
        </li>
      )}
      {outOfStock && (
        <li>
          <Badge variant="danger">Out of Stock</Badge>
        </li>
      )}
    </ul>
  );
}
