import type { Language } from '@pura/core/quiz/labels';
import { type Cents, formatEuros } from '@pura/core/money';

/** The query parameter that carries a result's share code (/quiz/skincare?r=s1e02_10). */
export const SHARE_PARAM = 'r';

/** The query parameter that opens a quiz in a language (/quiz/haircare?lang=de), e.g. from the cross-promotion. */
export const LANGUAGE_PARAM = 'lang';

/** The language a `lang` parameter asks for; anything unknown is English. */
export function languageFromParam(value: string | null): Language {
  return value === 'de' ? 'de' : 'en';
}

/** Where a quiz starts in `language`: English needs no parameter. */
export function quizPath(quiz: 'skincare' | 'haircare', language: Language): string {
  return language === 'en' ? `/quiz/${quiz}` : `/quiz/${quiz}?${LANGUAGE_PARAM}=${language}`;
}

/** Euros in the quiz's language: '€24.99' in English, '24,99 €' in German. */
export function formatQuizPrice(cents: Cents, language: Language): string {
  return formatEuros(cents, language === 'de' ? 'de-DE' : 'en-IE');
}
