import { Sparkles } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';

/** docs/product.md §2 /shop: the quiz promo card — 2-minute quizzes, 15% off complete routines. */
export function ShopQuizPromo() {
  return (
    <section
      aria-labelledby="shop-quiz-heading"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-sage-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-forest text-cream sm:flex" aria-hidden="true">
          <Sparkles className="size-5" />
        </span>
        <div>
          <h2 id="shop-quiz-heading" className="text-xl font-semibold text-forest sm:text-2xl">
            Not sure where to start?
          </h2>
          <p className="mt-1 text-ink/80">Take a free 2-minute quiz for your personal routine — and save 15% on complete routines.</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 min-[420px]:flex-row sm:shrink-0">
        <Button asChild>
          <Link to="/quiz/skincare">Skincare Quiz</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/quiz/haircare">Haircare Quiz</Link>
        </Button>
      </div>
    </section>
  );
}
