import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router/link';
import type { QuizCopy } from '@pura/core/quiz/copy';
import type { Language } from '@pura/core/quiz/labels';
import type { QuizKind } from '@pura/core/quiz/questions';
import { Button } from '@/components/ui/button';
import { quizPath } from '../quiz-format';

/**
 * Points to the other quiz: skincare results promote /quiz/haircare and the reverse, opening it in
 * the language the shopper chose here.
 */
export function CrossPromo({ promoted, copy, language }: { promoted: QuizKind; copy: QuizCopy; language: Language }) {
  const promo = copy.crossPromo[promoted];
  return (
    <aside aria-label={promo.title} className="rounded-[var(--radius-card)] bg-forest p-6 text-cream sm:p-8">
      <h2 className="text-2xl font-semibold text-cream">{promo.title}</h2>
      <p className="mt-2 max-w-xl text-cream/85">{promo.body}</p>
      <Button asChild className="mt-5 bg-cream text-forest hover:bg-sage-100">
        <Link to={quizPath(promoted, language)}>
          {promo.button}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </aside>
  );
}
