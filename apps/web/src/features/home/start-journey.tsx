import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';

/** docs/product.md §2: the Start Your Journey button goes to the skincare quiz. */
export function StartJourney() {
  return (
    <section aria-labelledby="journey-heading" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
      <div className="flex flex-col items-center gap-5 rounded-[var(--radius-card)] bg-blush/50 px-6 py-14 text-center">
        <h2 id="journey-heading" className="text-3xl font-semibold text-forest sm:text-4xl">
          Ready for skin that feels like yours again?
        </h2>
        <p className="max-w-xl text-ink/80">
          Two minutes, five questions, one routine made for you — and 15% off when you take it home complete.
        </p>
        <Button asChild size="lg" variant="accent">
          <Link to="/quiz/skincare">Start Your Journey</Link>
        </Button>
      </div>
    </section>
  );
}
