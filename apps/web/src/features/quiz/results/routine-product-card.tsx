import { ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { Recommendation } from '@pura/core/quiz/recommend';
import { findRoutineProduct } from '@pura/core/catalogue/routine-products';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DEFAULT_PRODUCT_IMAGE, productImageUrl } from '@/data/products';
import { formatQuizPrice } from '../quiz-format';
import type { RoutineItem } from '../use-routine-products';
import { type RoutineCartSource, useRoutineCart } from './use-routine-cart';

/** Displayed at 96 px (112 px from sm); fetched at twice that for sharp screens. */
const IMAGE_SIZE_PX = 224;

/**
 * One recommended product (docs/product.md §2 'Quiz screens' 3): image, name, 'Why we chose this for you'
 * with the reason in the quiz language, price in euro and Add to Cart. An unavailable product
 * keeps its reason but shows 'Currently unavailable' instead of a price and cannot be added.
 */
export function RoutineProductCard({
  recommendation,
  item,
  copy,
  language,
  slotLabel,
  cartSource,
  loading = false,
}: {
  recommendation: Recommendation;
  item: RoutineItem | undefined;
  copy: QuizCopy;
  language: Language;
  /** Haircare slot ('Shampoo', …) shown above the name. */
  slotLabel?: string;
  cartSource: RoutineCartSource;
  /** The catalogue has not answered yet: name and reason show, price and button as a placeholder of their size. */
  loading?: boolean;
}) {
  const nameId = useId();
  const { addSingle } = useRoutineCart(cartSource);
  const product = item?.product ?? null;
  // A product missing from the catalogue still gets its routine name, never a price.
  const name = product?.name || findRoutineProduct(recommendation.productId)?.name || recommendation.productId;

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full gap-4 rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-4 shadow-sm"
    >
      {loading ? (
        // No image yet: the default one would be fetched only to be replaced.
        <Skeleton className="size-24 shrink-0 rounded-2xl sm:size-28" />
      ) : (
        <ProductImage src={product ? productImageUrl(product, IMAGE_SIZE_PX) : DEFAULT_PRODUCT_IMAGE} copy={copy} />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {slotLabel && <p className="text-xs font-semibold uppercase tracking-wider text-terracotta-dark">{slotLabel}</p>}
        <h3 id={nameId} className="text-lg font-semibold leading-snug text-forest">
          {name}
        </h3>
        <p className="mt-2 text-xs font-semibold text-sage-700">{copy.whyWeChoseThis}</p>
        <p className="mt-0.5 text-sm text-muted">{recommendation.reason[language]}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          {loading ? (
            <Skeleton className="h-9 w-full max-w-56" />
          ) : item?.status === 'available' ? (
            <>
              <span className="text-lg font-semibold tabular-nums text-ink">{formatQuizPrice(item.priceCents, language)}</span>
              <Button size="sm" aria-describedby={nameId} onClick={() => void addSingle(item.product)}>
                <ShoppingBag aria-hidden="true" />
                {copy.addToCart}
              </Button>
            </>
          ) : (
            <Badge variant="muted">{copy.unavailable}</Badge>
          )}
        </div>
      </div>
    </article>
  );
}

/** The product image, then the default image, then the words 'Image unavailable' (docs/product.md §2). */
function ProductImage({ src, copy }: { src: string; copy: QuizCopy }) {
  const candidates = src === DEFAULT_PRODUCT_IMAGE ? [src] : [src, DEFAULT_PRODUCT_IMAGE];
  // Failures are counted per source, so a new product image starts over.
  const [failed, setFailed] = useState<{ src: string; count: number }>({ src, count: 0 });
  const count = failed.src === src ? failed.count : 0;
  const current = candidates[count];
  const frame = 'size-24 shrink-0 overflow-hidden rounded-2xl bg-cream-deep sm:size-28';
  if (current === undefined) {
    return <div className={`${frame} flex items-center justify-center p-2 text-center text-xs text-muted`}>{copy.imageUnavailable}</div>;
  }
  return (
    <div className={frame}>
      <img
        key={current}
        src={current}
        alt=""
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
        onError={() => setFailed({ src, count: count + 1 })}
      />
    </div>
  );
}
