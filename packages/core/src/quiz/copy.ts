/**
 * Every text the quiz screens show, in English and German. English quotes docs/product.md §2 'Quiz
 * screens' and §8 'Quiz' exactly where docs/product.md gives the wording. Money arrives preformatted:
 * formatting euros is the caller's job, not this module's.
 */
import { type Language, mappingLabels } from './labels.ts';
import type { QuizKind, QuizMapping } from './questions.ts';
import type { HaircareSlot } from './recommend.ts';

/**
 * The concerns' names for the results' focus line, each named once: a label's parts (split at
 * '/') already named by an earlier concern are left out, so a scalp answer "Moisture" and a hair
 * answer "Moisture/Frizz" read "Moisture and Frizz", not "Moisture and Moisture/Frizz".
 */
function concernNames(concerns: readonly QuizMapping[], language: Language): string[] {
  const named = new Set<string>();
  const names: string[] = [];
  for (const concern of concerns) {
    const fresh = mappingLabels[concern][language].split('/').filter((part) => !named.has(part.toLocaleLowerCase()));
    for (const part of fresh) named.add(part.toLocaleLowerCase());
    if (fresh.length > 0) names.push(fresh.join('/'));
  }
  return names;
}

/** Texts of one quiz's intro screen. */
export interface QuizIntroCopy {
  readonly title: string;
  readonly subtitle: string;
  /** Duration highlight: '2 minutes' (skincare) or '1 minute' (haircare). */
  readonly duration: string;
  readonly howItWorksSteps: readonly string[];
}

/** Cross-promotion card pointing to the other quiz. */
export interface QuizCrossPromoCopy {
  readonly title: string;
  readonly body: string;
  readonly button: string;
}

/** All quiz UI texts of one language. */
export interface QuizCopy {
  readonly intro: Readonly<Record<QuizKind, QuizIntroCopy>>;
  readonly durationDetail: string;
  readonly personalised: string;
  readonly personalisedDetail: string;
  readonly discount: string;
  readonly discountDetail: string;
  readonly languageLabel: string;
  readonly languageNames: Readonly<Record<Language, string>>;
  readonly nameLabel: string;
  readonly namePlaceholder: string;
  readonly howItWorks: string;
  readonly startButton: string;
  /** Shown with the start button: '5 questions', from the live version's number of questions. */
  readonly questionCount: (count: number) => string;
  /** 'Question X of N', both 1-based. */
  readonly questionOf: (current: number, total: number) => string;
  /** Accessible name of the progress bar. */
  readonly progressLabel: (percent: number) => string;
  readonly optional: string;
  readonly previous: string;
  readonly next: string;
  readonly getMyRoutine: string;
  readonly loadingResults: string;
  /** While the quiz's questions load (a page opened by a link inside the shop). */
  readonly loadingQuiz: string;
  /** When the questions could not be loaded; shown with `retry`. */
  readonly quizLoadFailed: string;
  /** A result link made with a version of the quiz that can no longer be shown. */
  readonly quizChanged: { readonly title: string; readonly body: string; readonly retake: string };
  /** Results greeting; a blank or missing name greets 'there' (docs/product.md §2). */
  readonly greeting: (name?: string | null) => string;
  /** The line naming the result's primary concerns. */
  readonly focusLine: (concerns: readonly QuizMapping[]) => string;
  readonly morning: string;
  readonly evening: string;
  readonly weekly: string;
  readonly bodyAndLip: string;
  readonly washDay: string;
  readonly stylingAndTreatment: string;
  /** Heading when neither haircare section has items and all are shown together. */
  readonly allHaircare: string;
  readonly slots: Readonly<Record<HaircareSlot, string>>;
  readonly whyWeChoseThis: string;
  readonly completeRoutineTotal: string;
  readonly routineDiscount: string;
  readonly yourPrice: string;
  readonly addCompleteRoutine: string;
  readonly discountBadge: string;
  readonly addToCart: string;
  readonly unavailable: string;
  /** Under the price summary when some recommended products cannot be bought right now. */
  readonly unavailableNote: (count: number) => string;
  /** Shown instead of the products when the catalogue could not be reached. */
  readonly productsError: string;
  readonly retry: string;
  readonly imageUnavailable: string;
  readonly shareTitle: string;
  /** Label of the read-only field holding the result link. */
  readonly shareLinkLabel: string;
  readonly copyLink: string;
  readonly linkCopied: string;
  readonly linkCopyFailed: string;
  readonly takeQuizAgain: string;
  readonly shopAllProducts: string;
  /** Cross-promotion keyed by the quiz being promoted. */
  readonly crossPromo: Readonly<Record<QuizKind, QuizCrossPromoCopy>>;
  /** Toast after one recommended product is added (docs/product.md §8: '{name} added to cart!'). */
  readonly productAdded: (productName: string) => string;
  readonly routineAdded: string;
  /** '{n} products • Save €X (15% off)'; `savings` comes formatted by the caller. */
  readonly routineAddedDetail: (productCount: number, savings: string) => string;
}

const displayName = (name?: string | null): string => name?.trim() ?? '';

const en: QuizCopy = {
  intro: {
    skincare: {
      title: 'Find Your Perfect Skincare Routine',
      subtitle: 'Answer five quick questions and we will put together a personalised morning, evening and weekly routine for your skin.',
      duration: '2 minutes',
      howItWorksSteps: [
        'Tell us about your skin type, your concerns and the sun protection you like.',
        'We match your answers with products from our organic, vegan range.',
        'You get your routine, with the reason behind every product.',
        'Add the complete routine to your cart and save 15%.',
      ],
    },
    haircare: {
      title: 'Find Your Perfect Haircare Routine',
      subtitle: 'Two questions about your scalp and hair are all we need to put together your wash-day and styling routine.',
      duration: '1 minute',
      howItWorksSteps: [
        'Tell us what your scalp and your hair need most.',
        'We match your answers with products from our organic, vegan range.',
        'You get your routine, with the reason behind every product.',
        'Add the complete routine to your cart and save 15%.',
      ],
    },
  },
  durationDetail: 'Free, no e-mail needed',
  personalised: 'Personalised',
  personalisedDetail: 'Matched to your answers',
  discount: '15% off',
  discountDetail: 'On your complete routine',
  languageLabel: 'Language',
  languageNames: { en: 'English', de: 'Deutsch' },
  nameLabel: 'Your name (optional)',
  namePlaceholder: 'e.g. Alex',
  howItWorks: 'How It Works',
  startButton: 'Start Quiz',
  questionCount: (count) => (count === 1 ? '1 question' : `${count} questions`),
  questionOf: (current, total) => `Question ${current} of ${total}`,
  progressLabel: (percent) => `${Math.round(percent)}% complete`,
  optional: '(Optional)',
  previous: 'Previous',
  next: 'Next',
  getMyRoutine: 'Get My Routine',
  loadingResults: 'Loading results...',
  loadingQuiz: 'Loading the quiz...',
  quizLoadFailed: 'We could not load the quiz right now.',
  quizChanged: {
    title: 'This quiz has changed',
    body: 'The routine in this link was made with an earlier version of the quiz, which can no longer be shown. Take the quiz again for a routine from today’s questions and products.',
    retake: 'Retake the quiz',
  },
  greeting: (name) => `Hi ${displayName(name) || 'there'}, your routine is ready!`,
  focusLine: (concerns) => `Built around ${concernNames(concerns, 'en').join(' and ')}.`,
  morning: 'Morning',
  evening: 'Evening',
  weekly: 'Weekly',
  bodyAndLip: 'Body & Lip Essentials',
  washDay: 'Wash Day Routine',
  stylingAndTreatment: 'Styling & Treatment',
  allHaircare: 'Your Haircare Routine',
  slots: {
    shampoo: 'Shampoo',
    conditioner: 'Conditioner',
    mask: 'Hair Mask',
    scalp: 'Scalp Treatment',
    'leave-in': 'Leave-In Treatment',
  },
  whyWeChoseThis: 'Why we chose this for you',
  completeRoutineTotal: 'Complete Routine',
  routineDiscount: 'Routine Discount (15%)',
  yourPrice: 'Your Price',
  addCompleteRoutine: 'Add Complete Routine to Cart (15% Off)',
  discountBadge: '15% OFF',
  addToCart: 'Add to Cart',
  unavailable: 'Currently unavailable',
  unavailableNote: (count) =>
    count === 1
      ? '1 product is currently unavailable and not included in this price.'
      : `${count} products are currently unavailable and not included in this price.`,
  productsError: 'We could not load your products right now.',
  retry: 'Try Again',
  imageUnavailable: 'Image unavailable',
  shareTitle: 'Share your routine',
  shareLinkLabel: 'Link to your results',
  copyLink: 'Copy link',
  linkCopied: 'Link copied!',
  linkCopyFailed: 'Could not copy the link – select it and copy it yourself.',
  takeQuizAgain: 'Take Quiz Again',
  shopAllProducts: 'Shop All Products',
  crossPromo: {
    haircare: {
      title: 'Complete your routine with haircare',
      body: 'Two questions, one minute: find the right shampoo, conditioner and treatments for your scalp and hair.',
      button: 'Take the Haircare Quiz',
    },
    skincare: {
      title: 'Now let’s look after your skin',
      body: 'Five questions, two minutes: a morning, evening and weekly routine made for your skin.',
      button: 'Take the Skincare Quiz',
    },
  },
  productAdded: (productName) => `${productName} added to cart!`,
  routineAdded: 'Complete routine added to cart!',
  routineAddedDetail: (productCount, savings) =>
    `${productCount} ${productCount === 1 ? 'product' : 'products'} • Save ${savings} (15% off)`,
};

const de: QuizCopy = {
  intro: {
    skincare: {
      title: 'Finde deine perfekte Hautpflege-Routine',
      subtitle:
        'Beantworte fünf kurze Fragen, und wir stellen dir eine persönliche Morgen-, Abend- und Wochenroutine für deine Haut zusammen.',
      duration: '2 Minuten',
      howItWorksSteps: [
        'Erzähl uns von deinem Hauttyp, deinen Anliegen und dem Sonnenschutz, den du magst.',
        'Wir ordnen deinen Antworten passende Produkte aus unserem biologischen, veganen Sortiment zu.',
        'Du erhältst deine Routine – mit dem Grund für jedes einzelne Produkt.',
        'Lege die komplette Routine in den Warenkorb und spare 15 %.',
      ],
    },
    haircare: {
      title: 'Finde deine perfekte Haarpflege-Routine',
      subtitle: 'Zwei Fragen zu Kopfhaut und Haar genügen, und wir stellen dir deine Routine für Waschtag und Styling zusammen.',
      duration: '1 Minute',
      howItWorksSteps: [
        'Erzähl uns, was deine Kopfhaut und dein Haar am meisten brauchen.',
        'Wir ordnen deinen Antworten passende Produkte aus unserem biologischen, veganen Sortiment zu.',
        'Du erhältst deine Routine – mit dem Grund für jedes einzelne Produkt.',
        'Lege die komplette Routine in den Warenkorb und spare 15 %.',
      ],
    },
  },
  durationDetail: 'Kostenlos, ohne E-Mail-Adresse',
  personalised: 'Persönlich abgestimmt',
  personalisedDetail: 'Passend zu deinen Antworten',
  discount: '15 % Rabatt',
  discountDetail: 'Auf deine komplette Routine',
  languageLabel: 'Sprache',
  languageNames: { en: 'English', de: 'Deutsch' },
  nameLabel: 'Dein Name (optional)',
  namePlaceholder: 'z. B. Alex',
  howItWorks: 'So funktioniert’s',
  startButton: 'Quiz starten',
  questionCount: (count) => (count === 1 ? '1 Frage' : `${count} Fragen`),
  questionOf: (current, total) => `Frage ${current} von ${total}`,
  progressLabel: (percent) => `${Math.round(percent)} % geschafft`,
  optional: '(optional)',
  previous: 'Zurück',
  next: 'Weiter',
  getMyRoutine: 'Meine Routine erhalten',
  loadingResults: 'Ergebnisse werden geladen...',
  loadingQuiz: 'Das Quiz wird geladen...',
  quizLoadFailed: 'Das Quiz konnte gerade nicht geladen werden.',
  quizChanged: {
    title: 'Dieses Quiz hat sich geändert',
    body: 'Die Routine in diesem Link stammt aus einer früheren Version des Quiz, die nicht mehr angezeigt werden kann. Mach das Quiz noch einmal, um eine Routine mit den heutigen Fragen und Produkten zu bekommen.',
    retake: 'Quiz neu machen',
  },
  greeting: (name) => {
    const shown = displayName(name);
    return shown ? `Hallo ${shown}, deine Routine ist fertig!` : 'Hallo, deine Routine ist fertig!';
  },
  focusLine: (concerns) => `Abgestimmt auf: ${concernNames(concerns, 'de').join(' und ')}.`,
  morning: 'Morgens',
  evening: 'Abends',
  weekly: 'Wöchentlich',
  bodyAndLip: 'Körper- & Lippenpflege',
  washDay: 'Waschtag-Routine',
  stylingAndTreatment: 'Styling & Pflege',
  allHaircare: 'Deine Haarpflege-Routine',
  slots: {
    shampoo: 'Shampoo',
    conditioner: 'Spülung',
    mask: 'Haarmaske',
    scalp: 'Kopfhautpflege',
    'leave-in': 'Leave-in-Pflege',
  },
  whyWeChoseThis: 'Warum wir das für dich ausgewählt haben',
  completeRoutineTotal: 'Komplette Routine',
  routineDiscount: 'Routine-Rabatt (15 %)',
  yourPrice: 'Dein Preis',
  addCompleteRoutine: 'Komplette Routine in den Warenkorb (15 % Rabatt)',
  discountBadge: '15 % RABATT',
  addToCart: 'In den Warenkorb',
  unavailable: 'Derzeit nicht verfügbar',
  unavailableNote: (count) =>
    count === 1
      ? '1 Produkt ist derzeit nicht verfügbar und in diesem Preis nicht enthalten.'
      : `${count} Produkte sind derzeit nicht verfügbar und in diesem Preis nicht enthalten.`,
  productsError: 'Deine Produkte konnten gerade nicht geladen werden.',
  retry: 'Erneut versuchen',
  imageUnavailable: 'Bild nicht verfügbar',
  shareTitle: 'Teile deine Routine',
  shareLinkLabel: 'Link zu deinen Ergebnissen',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert!',
  linkCopyFailed: 'Der Link konnte nicht kopiert werden – markiere ihn und kopiere ihn selbst.',
  takeQuizAgain: 'Quiz wiederholen',
  shopAllProducts: 'Alle Produkte ansehen',
  crossPromo: {
    haircare: {
      title: 'Ergänze deine Routine um Haarpflege',
      body: 'Zwei Fragen, eine Minute: Finde das passende Shampoo, die richtige Spülung und die ideale Pflege für Kopfhaut und Haar.',
      button: 'Zum Haarpflege-Quiz',
    },
    skincare: {
      title: 'Jetzt ist deine Haut an der Reihe',
      body: 'Fünf Fragen, zwei Minuten: eine Morgen-, Abend- und Wochenroutine, die genau zu deiner Haut passt.',
      button: 'Zum Hautpflege-Quiz',
    },
  },
  productAdded: (productName) => `${productName} liegt jetzt im Warenkorb!`,
  routineAdded: 'Komplette Routine in den Warenkorb gelegt!',
  routineAddedDetail: (productCount, savings) =>
    `${productCount} ${productCount === 1 ? 'Produkt' : 'Produkte'} • Du sparst ${savings} (15 % Rabatt)`,
};

/** Quiz UI texts by language; typed so a language cannot miss a string. */
export const quizCopy: Readonly<Record<Language, QuizCopy>> = { en, de };
