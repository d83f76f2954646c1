/**
 * Shareable result codes: a quiz's answers and language packed into a short URL-safe string, so a
 * result URL reloads or opens elsewhere without retaking the quiz. The customer's name is left out
 * on purpose: a link someone forwards should not carry it.
 *
 * Format (version 1): quiz letter ('s' skincare, 'h' haircare), version digit '1', language letter
 * ('e' en, 'd' de), then one character per question in quiz order — the chosen answer's position
 * in base 36, or '_' when unanswered. 's1e02_10' is skincare in English: Oily, Barrier
 * Repair/Hydration, no secondary concern, Hybrid SPF 50+, Gentle/Sensitive. Answer positions are
 * therefore part of the link format: append new answers, never reorder them, or bump the version.
 */
import { quizQuestions } from './questions.ts';
import type { Language } from './labels.ts';
import type { QuizAnswers, QuizKind } from './questions.ts';

/** What a share code carries. */
export interface SharedQuizAnswers {
  readonly answers: QuizAnswers;
  readonly language: Language;
}

const VERSION = '1';
const UNANSWERED = '_';
const quizLetters: Readonly<Record<QuizKind, string>> = { skincare: 's', haircare: 'h' };
const languageLetters: Readonly<Record<Language, string>> = { en: 'e', de: 'd' };

/** Encodes `answers` (unknown ids are dropped as unanswered) and `language` for a result URL. */
export function encodeQuizShare(quiz: QuizKind, answers: QuizAnswers, language: Language): string {
  const answerChars = quizQuestions[quiz].map((question) => {
    const answerId = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    const position = question.answers.findIndex((answer) => answer.id === answerId);
    return position < 0 ? UNANSWERED : position.toString(36);
  });
  return `${quizLetters[quiz]}${VERSION}${languageLetters[language]}${answerChars.join('')}`;
}

/**
 * Decodes a share code of `quiz`. Anything not produced by encodeQuizShare for this quiz — wrong
 * quiz, version, language, length or answer position, or not a string at all — yields `null`;
 * it never throws, because the code comes straight from a URL anyone can edit.
 */
export function decodeQuizShare(quiz: QuizKind, code: unknown): SharedQuizAnswers | null {
  const questions = quizQuestions[quiz];
  if (typeof code !== 'string' || code.length !== 3 + questions.length) return null;
  if (code[0] !== quizLetters[quiz] || code[1] !== VERSION) return null;

  const language = (Object.keys(languageLetters) as Language[]).find((lang) => languageLetters[lang] === code[2]);
  if (!language) return null;

  const answers: Record<string, string> = {};
  for (const [index, question] of questions.entries()) {
    const char = code[3 + index];
    if (char === UNANSWERED) continue;
    if (char === undefined || !/^[0-9a-z]$/.test(char)) return null;
    const answer = question.answers[Number.parseInt(char, 36)];
    if (!answer) return null;
    answers[question.id] = answer.id;
  }
  return { answers, language };
}
