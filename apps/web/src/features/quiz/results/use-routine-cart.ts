import { centsToEuros } from '@pura/core/money';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { RoutinePriceSummary } from '@pura/core/pricing/routine-price';
import type { AnalyticsEvent } from '@pura/core/schemas/analytics-events';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import type { Product } from '@/data/products';
import { trackEvent } from '@/lib/analytics';
import { toast } from '@/lib/toast';
import { formatQuizPrice } from '../quiz-format';

type AddToCartEvent = Extract<AnalyticsEvent, { name: 'add_to_cart' }>;

/** Which result a cart button belongs to: for its messages and its funnel event (docs/product.md §7). */
export interface RoutineCartSource {
  quiz: QuizKind;
  /** The run's analytics id; null for results opened from a link. */
  sessionId: string | null;
  copy: QuizCopy;
  language: Language;
}

/**
 * The result page's two ways into the cart: one product, or the complete routine with its 15 %.
 * Each button uses this itself rather than the page handing callbacks down, so the session and
 * the cart, which settle right after a server-rendered result hydrates, re-render the buttons
 * alone and never the whole result (decision 012: TBT).
 */
export function useRoutineCart({ quiz, sessionId, copy, language }: RoutineCartSource) {
  const { addProduct, addRoutine, cartActions } = useAddToCart();
  const funnel = (properties: AddToCartEvent['properties']) =>
    trackEvent({ name: 'add_to_cart', quiz, ...(sessionId ? { sessionId } : {}), properties });

  return {
    async addSingle(product: Product) {
      if (!(await addProduct(product, 1, copy.productAdded(product.name)))) return;
      funnel({ productId: product.id, name: product.name, price: product.price });
    },
    async addComplete(products: readonly Product[], summary: RoutinePriceSummary) {
      if (!(await addRoutine(products, copy.routineAdded, language))) return;
      toast.success(copy.routineAdded, {
        description: copy.routineAddedDetail(summary.distinctCount, formatQuizPrice(summary.discountCents, language)),
        actions: cartActions,
      });
      funnel({ count: summary.distinctCount, total: centsToEuros(summary.yourPriceCents) });
    },
  };
}
