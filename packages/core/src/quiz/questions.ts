import { z } from 'zod';
import { languages } from './labels.ts';
import type { LocalizedText } from './labels.ts';

/** Validates a quiz language code (the codes themselves live in labels.ts, free of zod). */
export const languageSchema = z.enum(languages);

/** The two quizzes, one per route (/quiz/skincare, /quiz/haircare). */
export const quizKindSchema = z.enum(['skincare', 'haircare']);

/** Which quiz. */
export type QuizKind = z.infer<typeof quizKindSchema>;

/** Section a question belongs to (docs/product.md §3 Quiz question). */
export const quizSectionSchema = z.enum(['skincare', 'bodycare', 'haircare']);

/** A question's section. */
export type QuizSection = z.infer<typeof quizSectionSchema>;

/** Skin types of docs/product.md §9. */
export const skinTypeSchema = z.enum(['Oily', 'Dry', 'Combination', 'Normal', 'Sensitive']);
/** A skin type. */
export type SkinType = z.infer<typeof skinTypeSchema>;

/** Facial skin concerns of docs/product.md §9, shared by the primary and the secondary concern question. */
export const skinConcernSchema = z.enum(['Brightening', 'Anti-Wrinkle', 'Barrier Repair/Hydration', 'Detox/Exfoliating', 'Eye Concerns']);
/** A facial skin concern. */
export type SkinConcern = z.infer<typeof skinConcernSchema>;

/** The secondary concern may be 'None' (docs/product.md §9 default), chosen explicitly or by skipping. */
export type SecondaryConcern = SkinConcern | 'None';

/** Sunscreen preferences of docs/product.md §9. */
export const sunscreenPreferenceSchema = z.enum(['Mineral SPF 30', 'Hybrid SPF 50+']);
/** A sunscreen preference. */
export type SunscreenPreference = z.infer<typeof sunscreenPreferenceSchema>;

/** Body skin needs of docs/product.md §9. */
export const bodyConcernSchema = z.enum(['Gentle/Sensitive', 'Exfoliating', 'Urea Repair', 'Hydration']);
/** A body skin need. */
export type BodyConcern = z.infer<typeof bodyConcernSchema>;

/** Scalp concerns of docs/product.md §9. */
export const scalpConcernSchema = z.enum(['Anti-Hair Fall', 'Moisture', 'Clarifying/Balancing']);
/** A scalp concern. */
export type ScalpConcern = z.infer<typeof scalpConcernSchema>;

/** Hair (lengths) concerns of docs/product.md §9. */
export const hairConcernSchema = z.enum(['Repair', 'Moisture/Frizz', 'Shine', 'Strength']);
/** A hair concern. */
export type HairConcern = z.infer<typeof hairConcernSchema>;

/**
 * Every concern category an answer can map to. Analytics reports it (quiz_question_answered) and
 * the engine reads it, so the recommendation rules never depend on answer wording.
 */
export const quizMappingSchema = z.enum([
  ...skinTypeSchema.options,
  ...skinConcernSchema.options,
  'None',
  ...sunscreenPreferenceSchema.options,
  ...bodyConcernSchema.options,
  ...scalpConcernSchema.options,
  ...hairConcernSchema.options,
]);
/** A concern category. */
export type QuizMapping = z.infer<typeof quizMappingSchema>;

/** Stable question ids; answers are stored under these (docs/product.md §4) and they appear in analytics. */
export type QuizQuestionId =
  'skin-type' | 'primary-concern' | 'secondary-concern' | 'sunscreen' | 'body-skin' | 'scalp-concern' | 'hair-concern';

/** One single-choice answer. `id` is stable (stored, shared); `mapping` is what the engine reads. */
export interface QuizAnswer<M extends QuizMapping = QuizMapping> {
  readonly id: string;
  readonly text: LocalizedText;
  readonly mapping: M;
}

/** One quiz question (docs/product.md §3). */
export interface QuizQuestion<M extends QuizMapping = QuizMapping> {
  readonly id: QuizQuestionId;
  readonly section: QuizSection;
  readonly optional: boolean;
  readonly text: LocalizedText;
  readonly answers: readonly QuizAnswer<M>[];
}

/** Chosen answer ids keyed by question id; a missing key means unanswered (skipped or not reached). */
export type QuizAnswers = Readonly<Record<string, string>>;

/** Validates stored or transmitted answers before they reach the reducer or the engine. */
export const quizAnswersSchema = z.record(z.string().max(64), z.string().max(64));

const concernAnswers: readonly QuizAnswer<SkinConcern>[] = [
  {
    id: 'brightening',
    mapping: 'Brightening',
    text: {
      en: 'Brighter skin – even out dullness and dark spots',
      de: 'Mehr Strahlkraft – fahle Haut und Pigmentflecken ausgleichen',
    },
  },
  {
    id: 'anti-wrinkle',
    mapping: 'Anti-Wrinkle',
    text: {
      en: 'Smoother skin – soften fine lines and wrinkles',
      de: 'Glattere Haut – feine Linien und Fältchen mildern',
    },
  },
  {
    id: 'barrier-repair',
    mapping: 'Barrier Repair/Hydration',
    text: {
      en: 'More hydration – repair a dry, stressed skin barrier',
      de: 'Mehr Feuchtigkeit – eine trockene, gestresste Hautbarriere stärken',
    },
  },
  {
    id: 'detox',
    mapping: 'Detox/Exfoliating',
    text: {
      en: 'Clearer skin – unclog pores and refine texture',
      de: 'Reinere Haut – verstopfte Poren befreien und das Hautbild verfeinern',
    },
  },
  {
    id: 'eye-concerns',
    mapping: 'Eye Concerns',
    text: {
      en: 'Fresher eyes – less puffiness and fewer dark circles',
      de: 'Frischere Augen – weniger Schwellungen und Augenringe',
    },
  },
];

/** Skincare question 1: skin type. */
export const skinTypeQuestion: QuizQuestion<SkinType> = {
  id: 'skin-type',
  section: 'skincare',
  optional: false,
  text: {
    en: 'How would you describe your skin on an ordinary day?',
    de: 'Wie würdest du deine Haut an einem ganz normalen Tag beschreiben?',
  },
  answers: [
    {
      id: 'oily',
      mapping: 'Oily',
      text: {
        en: 'Oily – it gets shiny quickly and pores are visible',
        de: 'Fettig – sie glänzt schnell und die Poren sind gut sichtbar',
      },
    },
    {
      id: 'dry',
      mapping: 'Dry',
      text: {
        en: 'Dry – it feels tight, sometimes flaky, and loves rich care',
        de: 'Trocken – sie spannt, schuppt manchmal und liebt reichhaltige Pflege',
      },
    },
    {
      id: 'combination',
      mapping: 'Combination',
      text: {
        en: 'Combination – an oily T-zone with normal to dry cheeks',
        de: 'Mischhaut – eine fettige T-Zone mit normalen bis trockenen Wangen',
      },
    },
    {
      id: 'normal',
      mapping: 'Normal',
      text: {
        en: 'Normal – balanced and rarely causes trouble',
        de: 'Normal – ausgeglichen und nur selten anspruchsvoll',
      },
    },
    {
      id: 'sensitive',
      mapping: 'Sensitive',
      text: {
        en: 'Sensitive – it reacts easily with redness or stinging',
        de: 'Empfindlich – sie reagiert schnell mit Rötungen oder Brennen',
      },
    },
  ],
};

/** Skincare question 2: the concern that matters most. */
export const primaryConcernQuestion: QuizQuestion<SkinConcern> = {
  id: 'primary-concern',
  section: 'skincare',
  optional: false,
  text: {
    en: 'What would you most like your skincare to do for you?',
    de: 'Was soll deine Hautpflege vor allem für dich tun?',
  },
  answers: concernAnswers,
};

/** Skincare question 3 (optional): a second concern; 'None' lets a shopper say so instead of skipping. */
export const secondaryConcernQuestion: QuizQuestion<SecondaryConcern> = {
  id: 'secondary-concern',
  section: 'skincare',
  optional: true,
  text: {
    en: 'Is there anything else you would like to work on?',
    de: 'Gibt es noch etwas, woran du arbeiten möchtest?',
  },
  answers: [
    ...concernAnswers,
    {
      id: 'none',
      mapping: 'None',
      text: {
        en: 'No, my main concern is enough',
        de: 'Nein, mein Hauptanliegen genügt mir',
      },
    },
  ],
};

/** Skincare question 4: sunscreen preference. */
export const sunscreenQuestion: QuizQuestion<SunscreenPreference> = {
  id: 'sunscreen',
  section: 'skincare',
  optional: false,
  text: {
    en: 'Which daily sun protection do you prefer?',
    de: 'Welchen täglichen Sonnenschutz bevorzugst du?',
  },
  answers: [
    {
      id: 'mineral-spf30',
      mapping: 'Mineral SPF 30',
      text: {
        en: 'Mineral SPF 30 – pure zinc oxide, gentle on sensitive skin',
        de: 'Mineralischer LSF 30 – reines Zinkoxid, sanft zu empfindlicher Haut',
      },
    },
    {
      id: 'hybrid-spf50',
      mapping: 'Hybrid SPF 50+',
      text: {
        en: 'Hybrid SPF 50+ – sheer, lightweight and the highest protection',
        de: 'Hybrid-LSF 50+ – unsichtbar, leicht und mit höchstem Schutz',
      },
    },
  ],
};

/** Skincare question 5: body skin, which drives the body care part of the routine. */
export const bodySkinQuestion: QuizQuestion<BodyConcern> = {
  id: 'body-skin',
  section: 'bodycare',
  optional: false,
  text: {
    en: 'And the skin on your body – what does it need most?',
    de: 'Und die Haut an deinem Körper – was braucht sie am meisten?',
  },
  answers: [
    {
      id: 'gentle',
      mapping: 'Gentle/Sensitive',
      text: {
        en: 'Gentle care – it is sensitive and easily irritated',
        de: 'Sanfte Pflege – sie ist empfindlich und schnell gereizt',
      },
    },
    {
      id: 'exfoliating',
      mapping: 'Exfoliating',
      text: {
        en: 'Smoothing – it feels rough or looks dull',
        de: 'Glättung – sie fühlt sich rau an oder wirkt fahl',
      },
    },
    {
      id: 'urea-repair',
      mapping: 'Urea Repair',
      text: {
        en: 'Intensive repair – very dry, cracked or bumpy patches',
        de: 'Intensive Reparatur – sehr trockene, rissige oder unebene Stellen',
      },
    },
    {
      id: 'hydration',
      mapping: 'Hydration',
      text: {
        en: 'Hydration – it often feels thirsty and could use a healthy glow',
        de: 'Feuchtigkeit – sie fühlt sich oft durstig an und wünscht sich einen gesunden Glow',
      },
    },
  ],
};

/** Haircare question 1: scalp. */
export const scalpConcernQuestion: QuizQuestion<ScalpConcern> = {
  id: 'scalp-concern',
  section: 'haircare',
  optional: false,
  text: {
    en: 'What does your scalp need most right now?',
    de: 'Was braucht deine Kopfhaut im Moment am meisten?',
  },
  answers: [
    {
      id: 'anti-hair-fall',
      mapping: 'Anti-Hair Fall',
      text: {
        en: 'Strengthening – I notice more hair falling out than usual',
        de: 'Kräftigung – mir fallen mehr Haare aus als sonst',
      },
    },
    {
      id: 'moisture',
      mapping: 'Moisture',
      text: {
        en: 'Moisture – it feels dry, tight or itchy',
        de: 'Feuchtigkeit – sie fühlt sich trocken, gespannt oder juckend an',
      },
    },
    {
      id: 'clarifying',
      mapping: 'Clarifying/Balancing',
      text: {
        en: 'Balance – it gets oily quickly or feels weighed down by build-up',
        de: 'Balance – sie fettet schnell nach oder fühlt sich durch Rückstände beschwert an',
      },
    },
  ],
};

/** Haircare question 2: hair lengths. */
export const hairConcernQuestion: QuizQuestion<HairConcern> = {
  id: 'hair-concern',
  section: 'haircare',
  optional: false,
  text: {
    en: 'And your hair itself – what would you love to change?',
    de: 'Und dein Haar selbst – was würdest du gern verändern?',
  },
  answers: [
    {
      id: 'repair',
      mapping: 'Repair',
      text: {
        en: 'Repair – it is damaged by colour, bleach or heat',
        de: 'Reparatur – es ist durch Färben, Blondieren oder Hitze strapaziert',
      },
    },
    {
      id: 'moisture-frizz',
      mapping: 'Moisture/Frizz',
      text: {
        en: 'Smoothness – it is dry and prone to frizz',
        de: 'Geschmeidigkeit – es ist trocken und neigt zu Frizz',
      },
    },
    {
      id: 'shine',
      mapping: 'Shine',
      text: {
        en: 'Shine – it looks dull and lacklustre',
        de: 'Glanz – es wirkt stumpf und matt',
      },
    },
    {
      id: 'strength',
      mapping: 'Strength',
      text: {
        en: 'Strength – it is fine, fragile or breaks easily',
        de: 'Stärke – es ist fein, brüchig oder bricht leicht ab',
      },
    },
  ],
};

/** The skincare quiz, in screen order (docs/product.md §9: 5 questions). */
export const skincareQuestions: readonly QuizQuestion[] = [
  skinTypeQuestion,
  primaryConcernQuestion,
  secondaryConcernQuestion,
  sunscreenQuestion,
  bodySkinQuestion,
];

/** The haircare quiz, in screen order (docs/product.md §9: 2 questions). */
export const haircareQuestions: readonly QuizQuestion[] = [scalpConcernQuestion, hairConcernQuestion];

/** Question sets by quiz. */
export const quizQuestions: Readonly<Record<QuizKind, readonly QuizQuestion[]>> = {
  skincare: skincareQuestions,
  haircare: haircareQuestions,
};

/**
 * The chosen answer of `question`, or `undefined` when unanswered or when the stored id is unknown
 * (an old share link, tampered storage) — callers then fall back to docs/product.md §9's defaults.
 */
export function findChosenAnswer<A extends { readonly id: string }>(
  question: { readonly id: string; readonly answers: readonly A[] },
  answers: QuizAnswers,
): A | undefined {
  const answerId = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
  return answerId === undefined ? undefined : question.answers.find((answer) => answer.id === answerId);
}
