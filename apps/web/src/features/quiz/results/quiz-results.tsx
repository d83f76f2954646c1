import { RotateCcw, Store } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link } from '@/lib/router/link';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizResult, Recommendation } from '@pura/core/quiz/recommend';
import { Button } from '@/components/ui/button';
import { useRoutineProducts } from '../use-routine-products';
import { CrossPromo } from './cross-promo';
import { PriceSummary } from './price-summary';
import { RoutineProductCard } from './routine-product-card';
import { ShareLink } from './share-link';

/** Renders one recommendation as a card; the sections of each quiz call it. */
export type RenderCard = (recommendation: Recommendation, slotLabel?: string) => ReactNode;

/**
 * The results screen both quizzes share (docs/product.md §2 'Quiz screens' 3): greeting, price summary
 * with the routine button, the quiz's own sections (`children`), sharing, cross-promotion, Take
 * Quiz Again and Shop All Products. Products come from the live catalogue; until they arrive it
 * says 'Loading results...'.
 */
export function QuizResults({
  result,
  copy,
  language,
  customerName,
  sessionId,
  shareUrl,
  focusOnMount,
  onReset,
  renderSections,
}: {
  result: QuizResult;
  copy: QuizCopy;
  language: Language;
  customerName: string;
  /** The run's analytics id; null for results opened from a link. */
  sessionId: string | null;
  shareUrl: string | null;
  /** Move focus to the greeting: the shopper just finished the quiz on this page. */
  focusOnMount: boolean;
  onReset: () => void;
  renderSections: (renderCard: RenderCard) => ReactNode;
}) {
  const routine = useRoutineProducts(result);
  const quiz = result.quiz;
  const cartSource = useMemo(() => ({ quiz, sessionId, copy, language }), [quiz, sessionId, copy, language]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const promoted = quiz === 'skincare' ? 'haircare' : 'skincare';

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const renderCard: RenderCard = (recommendation, slotLabel) => (
    <RoutineProductCard
      recommendation={recommendation}
      item={routine.items.get(recommendation.productId)}
      copy={copy}
      language={language}
      slotLabel={slotLabel}
      cartSource={cartSource}
      loading={routine.isLoading}
    />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold text-forest outline-none sm:text-5xl">
          {copy.greeting(customerName)}
        </h1>
        <p className="mt-3 text-lg text-muted">{copy.focusLine(result.primaryConcerns)}</p>
      </header>

      {routine.isError ? (
        <div role="alert" className="mt-10 flex flex-wrap items-center gap-4 rounded-2xl bg-cream-deep p-6">
          <p className="text-ink">{copy.productsError}</p>
          <Button variant="outline" onClick={routine.retry}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        // The price and routine button come first (on phones right under the greeting); wide
        // screens move them into a sticky column to the right of the products. While the
        // catalogue loads, the same layout shows with placeholders, so nothing below it moves.
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {routine.isLoading && (
            <p role="status" className="sr-only">
              {copy.loadingResults}
            </p>
          )}
          <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
            <PriceSummary
              summary={routine.summary}
              unavailableCount={routine.unavailableCount}
              copy={copy}
              language={language}
              availableProducts={routine.availableProducts}
              cartSource={cartSource}
              loading={routine.isLoading}
            />
            {shareUrl && <ShareLink url={shareUrl} copy={copy} />}
          </div>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-1">{renderSections(renderCard)}</div>
        </div>
      )}

      <div className="mt-12 flex flex-col gap-8">
        <CrossPromo promoted={promoted} copy={copy} language={language} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {copy.takeQuizAgain}
          </Button>
          <Button asChild variant="outline">
            <Link to="/shop">
              <Store aria-hidden="true" />
              {copy.shopAllProducts}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
