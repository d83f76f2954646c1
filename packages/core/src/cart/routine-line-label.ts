import type { Language } from '../quiz/labels.ts';

/** Where a line from a quiz routine stands: its routine is whole (15 % applies) or not. */
export type RoutineLineState = 'earned' | 'incomplete';

const labels: Readonly<Record<Language, Readonly<Record<RoutineLineState, string>>>> = {
  en: { earned: 'Routine bundle · 15% off', incomplete: 'Routine item · 15% off with the whole routine' },
  de: { earned: 'Routine-Set · 15 % Rabatt', incomplete: 'Routine-Produkt · 15 % Rabatt mit der ganzen Routine' },
};

/**
 * What the cart and checkout say beside a line from a quiz routine (docs/product.md §2 /cart), in the
 * language of the quiz it came from (CartLine.language, English when absent): a German quiz's
 * routine does not turn English in the cart.
 */
export function routineLineLabel(state: RoutineLineState, language: Language = 'en'): string {
  return labels[language][state];
}
