/**
 * The quiz's languages and the short names of its concern categories. Kept free of zod (types
 * only from questions.ts) because the quiz intro and its copy need these before the questions'
 * schemas are wanted, and zod would otherwise ride along in the intro's first load (decision 012).
 */
import type { QuizMapping } from './questions.ts';

/** Every quiz language, in selector order (docs/product.md §1: the quizzes are also available in German). */
export const languages = ['en', 'de'] as const;

/** A quiz language code. */
export type Language = (typeof languages)[number];

/** A text in every quiz language; a missing translation is a type error, not a runtime blank. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** Short names of every concern category, for the results greeting ("your two primary concerns"). */
export const mappingLabels: Readonly<Record<QuizMapping, LocalizedText>> = {
  Oily: { en: 'Oily', de: 'Fettig' },
  Dry: { en: 'Dry', de: 'Trocken' },
  Combination: { en: 'Combination', de: 'Mischhaut' },
  Normal: { en: 'Normal', de: 'Normal' },
  Sensitive: { en: 'Sensitive', de: 'Empfindlich' },
  Brightening: { en: 'Brightening', de: 'Strahlkraft' },
  'Anti-Wrinkle': { en: 'Anti-Wrinkle', de: 'Anti-Falten' },
  'Barrier Repair/Hydration': { en: 'Barrier Repair/Hydration', de: 'Barrierestärkung/Feuchtigkeit' },
  'Detox/Exfoliating': { en: 'Detox/Exfoliating', de: 'Detox/Peeling' },
  'Eye Concerns': { en: 'Eye Concerns', de: 'Augenpartie' },
  None: { en: 'None', de: 'Keines' },
  'Mineral SPF 30': { en: 'Mineral SPF 30', de: 'Mineralischer LSF 30' },
  'Hybrid SPF 50+': { en: 'Hybrid SPF 50+', de: 'Hybrid-LSF 50+' },
  'Gentle/Sensitive': { en: 'Gentle/Sensitive', de: 'Sanft/Empfindlich' },
  Exfoliating: { en: 'Exfoliating', de: 'Peeling' },
  'Urea Repair': { en: 'Urea Repair', de: 'Urea-Reparatur' },
  Hydration: { en: 'Hydration', de: 'Feuchtigkeit' },
  'Anti-Hair Fall': { en: 'Anti-Hair Fall', de: 'Gegen Haarausfall' },
  Moisture: { en: 'Moisture', de: 'Feuchtigkeit' },
  'Clarifying/Balancing': { en: 'Clarifying/Balancing', de: 'Klärend/Ausgleichend' },
  Repair: { en: 'Repair', de: 'Reparatur' },
  'Moisture/Frizz': { en: 'Moisture/Frizz', de: 'Feuchtigkeit/Frizz' },
  Shine: { en: 'Shine', de: 'Glanz' },
  Strength: { en: 'Strength', de: 'Kräftigung' },
};
