import { BadgePercent, Clock, Sparkles } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';

const HIGHLIGHTS = [
  { icon: Clock, title: '2 minutes', text: 'Five quick questions about your skin.' },
  { icon: Sparkles, title: 'Personalised', text: 'A morning, evening and weekly routine for you.' },
  { icon: BadgePercent, title: '15% off', text: 'When you buy your complete routine together.' },
] as const;

/** docs/product.md §1: the quizzes are free, need no e-mail and unlock 15% off a complete routine. */
export function QuizPromo() {
  return (
    <section
      aria-labelledby="quiz-promo-heading"
      className="render-when-near [--near-height:56rem] sm:[--near-height:39rem] lg:[--near-height:30rem] mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <div className="grid gap-8 rounded-[var(--radius-card)] bg-forest p-8 text-cream sm:p-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-widest text-sage-200">Free · No e-mail needed</p>
          <h2 id="quiz-promo-heading" className="text-3xl font-semibold sm:text-4xl">
            Find your perfect routine
          </h2>
          <p className="text-cream/85">
            Answer a few questions and we'll build a routine around your skin or hair — with products chosen for you, not for everyone.
          </p>
          <div className="mt-2 flex flex-col gap-3 min-[420px]:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/quiz/skincare">Take the Skincare Quiz</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-cream/40 text-cream hover:bg-cream/10">
              <Link to="/quiz/haircare">Haircare Quiz</Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-cream/10 p-4">
              <Icon aria-hidden="true" className="size-6 shrink-0 text-sage-200" />
              <div>
                <h3 className="font-sans text-base font-semibold">{title}</h3>
                <p className="text-sm text-cream/80">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
