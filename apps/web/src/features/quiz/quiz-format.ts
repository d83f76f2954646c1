import type { Language } from '@pura/core/quiz/questions';
import { type Cents, formatEuros } from '@pura/core/money';

/** The query parameter that carries a result's share code (/quiz/skincare?r=s1e02_10). */
export const SHARE_PARAM = 'r';

/** Euros in the quiz's language: '€24.99' in English, '24,99 €' in German. */
export function formatQuizPrice(cents: Cents, language: Language): string {
  return formatEuros(cents, language === 'de' ? 'de-DE' : 'en-IE');
}
