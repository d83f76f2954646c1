import { ShoppingBag } from 'lucide-react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { RoutinePriceSummary } from '@pura/core/pricing/routine-price';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Product } from '@/data/products';
import { formatQuizPrice } from '../quiz-format';
import { type RoutineCartSource, useRoutineCart } from './use-routine-cart';

/**
 * The routine's price (docs/product.md §2, §9): the complete-routine total of the distinct available
 * products, the 15% discount on it and 'Your Price', with the one-click routine button beside its
 * '15% OFF' badge. Amounts come from core's computeRoutinePrice, as the cart computes them.
 */
export function PriceSummary({
  summary,
  unavailableCount,
  copy,
  language,
  availableProducts,
  cartSource,
  loading = false,
}: {
  summary: RoutinePriceSummary;
  unavailableCount: number;
  copy: QuizCopy;
  language: Language;
  /** What the routine button adds: the available products, each once. */
  availableProducts: readonly Product[];
  cartSource: RoutineCartSource;
  /** The products are still loading: the same box, amounts shown as placeholders, so nothing moves when they arrive. */
  loading?: boolean;
}) {
  const { addComplete } = useRoutineCart(cartSource);
  // Placeholders as tall as the amounts they stand for.
  const price = (cents: number, height = 'h-5') =>
    loading ? <Skeleton className={`inline-block ${height} w-16 align-middle`} /> : formatQuizPrice(cents, language);
  return (
    <div className="rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-6 shadow-sm">
      <dl className="grid gap-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{copy.completeRoutineTotal}</dt>
          <dd className="tabular-nums text-ink">{price(summary.routineTotalCents)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{copy.routineDiscount}</dt>
          <dd className="tabular-nums font-medium text-sage-700">−{price(summary.discountCents)}</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-sand pt-3">
          <dt className="font-semibold text-forest">{copy.yourPrice}</dt>
          <dd className="font-serif text-2xl font-semibold tabular-nums text-forest">{price(summary.yourPriceCents, 'h-8')}</dd>
        </div>
      </dl>
      {!loading && unavailableCount > 0 && <p className="mt-3 text-xs text-muted">{copy.unavailableNote(unavailableCount)}</p>}
      <div className="relative mt-6">
        <Button
          variant="accent"
          size="lg"
          className="h-auto min-h-12 w-full whitespace-normal px-6 pb-3.5 pt-5 text-center"
          disabled={loading || summary.distinctCount === 0}
          onClick={() => void addComplete(availableProducts, summary)}
        >
          <ShoppingBag aria-hidden="true" />
          {copy.addCompleteRoutine}
        </Button>
        <Badge variant="sage" className="absolute -top-3 right-3 shadow-sm ring-2 ring-white">
          {copy.discountBadge}
        </Badge>
      </div>
    </div>
  );
}
