import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** docs/product.md §8 'Shop': 'Error loading products: {error}' with Retry, which loads them again. */
export function ProductsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-danger/30 bg-white/70 px-6 py-10 text-center"
    >
      <p className="text-danger">Error loading products: {error.message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
