/**
 * Shareable result codes: a quiz's answers, the version of the quiz they were given to, and the
 * language, packed into a short URL-safe string, so a result URL reloads or opens elsewhere without
 * retaking the quiz. The customer's name is left out on purpose: a link someone forwards should not
 * carry it.
 *
 * Format: quiz letter ('s' skincare, 'h' haircare), the quiz version in decimal, language letter
 * ('e' en, 'd' de), then one character per question of that version in its order — the chosen
 * answer's position in base 36, or '_' when unanswered. 's1e02_10' is version 1 of skincare in
 * English: Oily, Barrier Repair/Hydration, no secondary concern, Hybrid SPF 50+, Gentle/Sensitive.
 * The codes made before quizzes had versions ('s1e…', 'h1d…') are exactly version 1's codes. A
 * published version never changes, so the positions of its answers stay what they were.
 */
import type { QuizDefinition } from './definition/schema.ts';
import type { Language } from './labels.ts';
import type { QuizAnswers, QuizKind } from './questions.ts';

/** What a share code carries. */
export interface SharedQuizAnswers {
  readonly answers: QuizAnswers;
  readonly language: Language;
}

const UNANSWERED = '_';
const quizLetters: Readonly<Record<QuizKind, string>> = { skincare: 's', haircare: 'h' };
const languageLetters: Readonly<Record<Language, string>> = { en: 'e', de: 'd' };
const CODE = /^([sh])([1-9][0-9]{0,5})([ed])([0-9a-z_]{1,20})$/;

/** Encodes `answers` (unknown ids are dropped as unanswered) given to `definition`, and `language`. */
export function encodeQuizShare(definition: QuizDefinition, answers: QuizAnswers, language: Language): string {
  const answerChars = definition.questions.map((question) => {
    const answerId = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    const position = question.answers.findIndex((answer) => answer.id === answerId);
    return position < 0 ? UNANSWERED : position.toString(36);
  });
  return `${quizLetters[definition.quiz]}${definition.version}${languageLetters[language]}${answerChars.join('')}`;
}

/**
 * The version of `quiz` a share code was made with — the definition it must be decoded with — and
 * its language, for what the page says before that version is loaded. `null` for anything that is
 * not a code of this quiz; never throws, because the code comes straight from a URL anyone can edit.
 */
export function sharedQuizVersion(quiz: QuizKind, code: unknown): { version: number; language: Language } | null {
  const parts = typeof code === 'string' ? CODE.exec(code) : null;
  if (!parts || parts[1] !== quizLetters[quiz]) return null;
  const language = languageOf(parts[3]);
  return language ? { version: Number(parts[2]), language } : null;
}

const languageOf = (letter: string | undefined) =>
  (Object.keys(languageLetters) as Language[]).find((language) => languageLetters[language] === letter);

/**
 * Decodes a share code made with `definition` (its quiz and version). Anything not produced by
 * encodeQuizShare for this definition — wrong quiz, version, language, length or answer position,
 * or not a string at all — yields `null`; it never throws.
 */
export function decodeQuizShare(definition: QuizDefinition, code: unknown): SharedQuizAnswers | null {
  const parts = typeof code === 'string' ? CODE.exec(code) : null;
  if (!parts || sharedQuizVersion(definition.quiz, code)?.version !== definition.version) return null;
  const [, , , languageLetter, answerChars = ''] = parts;
  const { questions } = definition;
  const language = languageOf(languageLetter);
  if (!language || answerChars.length !== questions.length) return null;

  const answers: Record<string, string> = {};
  for (const [index, question] of questions.entries()) {
    const char = answerChars[index];
    if (char === UNANSWERED) continue;
    const answer = char === undefined ? undefined : question.answers[Number.parseInt(char, 36)];
    if (!answer) return null;
    answers[question.id] = answer.id;
  }
  return { answers, language };
}
