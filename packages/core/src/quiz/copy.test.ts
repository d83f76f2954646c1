import { describe, it, expect } from 'vitest';
import { quizCopy } from './copy.ts';
import type { QuizCopy } from './copy.ts';
import { languages, mappingLabels } from './labels.ts';
import type { QuizAnswers } from './questions.ts';
import { recommend } from './recommend.ts';
import { defaultDefinitions } from './definition/defaults.ts';

/** Every plain string of a copy object, with its path, functions left out. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  throw new Error(`unexpected value at ${path}`);
}

/** Shape of a copy object: key paths, array lengths and function slots. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return typeof value;
}

describe('quiz copy', () => {
  it('has the same strings, lists and functions in every language', () => {
    for (const language of languages) expect(shape(quizCopy[language])).toEqual(shape(quizCopy.en));
  });

  it('has no blank string in any language', () => {
    for (const language of languages) {
      for (const [path, text] of strings(quizCopy[language])) expect(text.trim(), `${language} ${path}`).not.toBe('');
    }
  });

  it('translates every text except names and loanwords that German shares', () => {
    const shared = new Set(['languageNames.en', 'languageNames.de', 'slots.shampoo']);
    const english = new Map(strings(quizCopy.en));
    for (const [path, text] of strings(quizCopy.de)) {
      if (!shared.has(path)) expect(text, path).not.toBe(english.get(path));
    }
  });

  it('quotes docs/product.md exactly in English', () => {
    const en: QuizCopy = quizCopy.en;
    expect(en.intro.skincare.duration).toBe('2 minutes');
    expect(en.intro.haircare.duration).toBe('1 minute');
    expect(en.questionCount(5)).toBe('5 questions');
    expect(en.questionCount(2)).toBe('2 questions');
    expect(en.questionCount(1)).toBe('1 question');
    expect(en.discount).toBe('15% off');
    expect(en.personalised.toLowerCase()).toBe('personalised');
    expect(en.languageNames).toEqual({ en: 'English', de: 'Deutsch' });
    expect(en.howItWorks).toBe('How It Works');
    expect(en.questionOf(2, 5)).toBe('Question 2 of 5');
    expect(en.optional).toBe('(Optional)');
    expect(en.previous).toBe('Previous');
    expect(en.next).toBe('Next');
    expect(en.getMyRoutine).toBe('Get My Routine');
    expect(en.loadingResults).toBe('Loading results...');
    expect([en.morning, en.evening, en.weekly, en.bodyAndLip]).toEqual(['Morning', 'Evening', 'Weekly', 'Body & Lip Essentials']);
    expect([en.washDay, en.stylingAndTreatment]).toEqual(['Wash Day Routine', 'Styling & Treatment']);
    expect(en.slots).toEqual({
      shampoo: 'Shampoo',
      conditioner: 'Conditioner',
      mask: 'Hair Mask',
      scalp: 'Scalp Treatment',
      'leave-in': 'Leave-In Treatment',
    });
    expect(en.whyWeChoseThis).toBe('Why we chose this for you');
    expect(en.addCompleteRoutine).toBe('Add Complete Routine to Cart (15% Off)');
    expect(en.discountBadge).toBe('15% OFF');
    expect(en.yourPrice).toBe('Your Price');
    expect(en.takeQuizAgain).toBe('Take Quiz Again');
    expect(en.shopAllProducts).toBe('Shop All Products');
    expect(en.routineAdded).toBe('Complete routine added to cart!');
    expect(en.productAdded('Peptide Cream')).toBe('Peptide Cream added to cart!');
    expect(en.routineAddedDetail(10, '€38.99')).toBe('10 products • Save €38.99 (15% off)');
  });

  it('words the single-product toast in German too', () => {
    expect(quizCopy.de.productAdded('Peptide Cream')).toBe('Peptide Cream liegt jetzt im Warenkorb!');
  });

  it('says "Meine Routine erhalten" on the last German question (docs/product.md §2)', () => {
    expect(quizCopy.de.getMyRoutine).toBe('Meine Routine erhalten');
    expect(quizCopy.de.questionOf(1, 2)).toBe('Frage 1 von 2');
  });

  it('greets by name, or "there" without one', () => {
    expect(quizCopy.en.greeting('Mia')).toContain('Hi Mia');
    expect(quizCopy.en.greeting('  Mia  ')).toContain('Hi Mia,');
    for (const blank of [undefined, null, '', '   ']) {
      expect(quizCopy.en.greeting(blank)).toContain('Hi there');
      expect(quizCopy.de.greeting(blank)).toBe('Hallo, deine Routine ist fertig!');
    }
    expect(quizCopy.de.greeting('Mia')).toBe('Hallo Mia, deine Routine ist fertig!');
  });

  it('names the primary concerns in the reader’s language', () => {
    expect(quizCopy.en.focusLine(['Brightening', 'Eye Concerns'])).toBe('Built around Brightening and Eye Concerns.');
    expect(quizCopy.de.focusLine(['Anti-Hair Fall', 'Shine'])).toBe('Abgestimmt auf: Gegen Haarausfall und Glanz.');
  });

  it('names each concern once, for every answer to the concern questions of both default quizzes, in both languages', () => {
    for (const quiz of ['skincare', 'haircare'] as const) {
      const definition = defaultDefinitions[quiz];
      const questions = definition.questions.filter((question) => definition.concernQuestions.includes(question.id));
      let combinations: QuizAnswers[] = [{}];
      for (const question of questions) {
        combinations = combinations.flatMap((answers) => question.answers.map((answer) => ({ ...answers, [question.id]: answer.id })));
      }
      for (const answers of combinations) {
        const { primaryConcerns } = recommend(quiz, answers);
        for (const language of languages) {
          const line = quizCopy[language].focusLine(primaryConcerns);
          const named = line
            .replace(/^(Built around |Abgestimmt auf: )/, '')
            .replace(/\.$/, '')
            .split(/ and | und |\//);
          expect(new Set(named).size, `${quiz} ${JSON.stringify(answers)} ${language}: ${line}`).toBe(named.length);
          // Every concern is still there, by at least one of its names.
          for (const concern of primaryConcerns) {
            expect(mappingLabels[concern][language].split('/').some((part) => named.includes(part))).toBe(true);
          }
        }
      }
    }
    expect(quizCopy.de.focusLine(['Moisture', 'Moisture/Frizz'])).toBe('Abgestimmt auf: Feuchtigkeit und Frizz.');
    expect(quizCopy.en.focusLine(['Moisture', 'Moisture/Frizz'])).toBe('Built around Moisture and Frizz.');
  });

  it('counts products in singular and plural', () => {
    expect(quizCopy.en.routineAddedDetail(1, '€1.95')).toBe('1 product • Save €1.95 (15% off)');
    expect(quizCopy.de.routineAddedDetail(1, '1,95 €')).toBe('1 Produkt • Du sparst 1,95 € (15 % Rabatt)');
    expect(quizCopy.de.routineAddedDetail(4, '9,00 €')).toBe('4 Produkte • Du sparst 9,00 € (15 % Rabatt)');
  });

  it('says how many products are left out of the routine price, in singular and plural', () => {
    expect(quizCopy.en.unavailableNote(1)).toBe('1 product is currently unavailable and not included in this price.');
    expect(quizCopy.en.unavailableNote(2)).toBe('2 products are currently unavailable and not included in this price.');
    expect(quizCopy.de.unavailableNote(1)).toMatch(/^1 Produkt ist /);
    expect(quizCopy.de.unavailableNote(3)).toMatch(/^3 Produkte sind /);
  });

  it('rounds the progress label', () => {
    expect(quizCopy.en.progressLabel(100 / 3)).toBe('33% complete');
    expect(quizCopy.de.progressLabel(50)).toBe('50 % geschafft');
  });
});
