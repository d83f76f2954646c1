import { HydrateWhenNear } from '@/components/hydrate-when-near';
import { Skeleton } from '@/components/ui/skeleton';
import type { Product } from '@/data/products';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

// Two cards a row from the smallest phones up: one a row made the 42-product shop ~27,000 px long.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3';
// The shop's long list uses a fourth column on wide screens; six featured products stay 3 × 2.
const WIDE = 'xl:grid-cols-4';

/**
 * Product cards in a responsive grid; `priorityFirst` when the grid starts above the fold. Off
 * screen, a card is neither laid out (render-when-near) nor, on a server-rendered page, hydrated
 * until it comes near (HydrateWhenNear).
 */
export function ProductGrid({
  products,
  priorityFirst = false,
  wide = false,
}: {
  products: readonly Product[];
  priorityFirst?: boolean;
  wide?: boolean;
}) {
  return (
    <ul className={cn(GRID, wide && WIDE)}>
      {products.map((product, index) => (
        <li key={product.id} className="render-when-near">
          <HydrateWhenNear className="h-full">
            <ProductCard product={product} priority={priorityFirst && index === 0} />
          </HydrateWhenNear>
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the catalogue loads, so the grid does not jump when it arrives. */
export function ProductGridSkeleton({ count, wide = false }: { count: number; wide?: boolean }) {
  return (
    <ul className={cn(GRID, wide && WIDE)} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-[var(--radius-card)] border border-sand/70 bg-white/50">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-11 w-full rounded-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
