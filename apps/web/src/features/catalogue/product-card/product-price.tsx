import type { Product } from '@/data/products';
import { formatPrice } from '@/lib/format-price';
import { cn } from '@/lib/cn';

/** The € price, with the pre-sale price struck through when the product is on sale. */
export function ProductPrice({ product, className }: { product: Pick<Product, 'price' | 'originalPrice'>; className?: string }) {
  const onSale = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold text-forest">
        {onSale && <span className="sr-only">Now </span>}
        {formatPrice(product.price)}
      </span>
      {onSale && (
        <s className="text-sm text-muted">
          <span className="sr-only">was </span>
          {formatPrice(product.originalPrice as number)}
        </s>
      )}
    </p>
  );
}
