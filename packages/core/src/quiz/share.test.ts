import { describe, it, expect } from 'vitest';
import { defaultDefinitions } from './definition/defaults.ts';
import type { QuizDefinition } from './definition/schema.ts';
import type { QuizAnswers, QuizKind } from './questions.ts';
import { decodeQuizShare, encodeQuizShare, sharedQuizVersion } from './share.ts';

/** Cartesian product of every question's answers plus "unanswered". */
function everyCombination(questions: QuizDefinition['questions']): QuizAnswers[] {
  let combos: Record<string, string>[] = [{}];
  for (const question of questions) {
    const choices = [...question.answers.map((answer) => answer.id), undefined];
    combos = combos.flatMap((combo) => choices.map((answerId) => (answerId === undefined ? combo : { ...combo, [question.id]: answerId })));
  }
  return combos;
}

const quizzes: QuizKind[] = ['skincare', 'haircare'];

describe('encodeQuizShare / decodeQuizShare', () => {
  it('round-trips every combination of answers in both languages as a URL-safe code', () => {
    // Checked in plain code and asserted once: 7,600 expect() calls would dominate the run.
    const failures: string[] = [];
    for (const quiz of quizzes) {
      const definition = defaultDefinitions[quiz];
      for (const answers of everyCombination(definition.questions)) {
        for (const language of ['en', 'de'] as const) {
          const code = encodeQuizShare(definition, answers, language);
          const decoded = decodeQuizShare(definition, code);
          const urlSafe = /^[A-Za-z0-9_-]+$/.test(code) && encodeURIComponent(code) === code;
          if (!urlSafe || JSON.stringify(decoded) !== JSON.stringify({ answers, language })) {
            failures.push(`${quiz} ${language} ${JSON.stringify(answers)} -> ${code}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the version-1 format stable for links already shared', () => {
    const answers = {
      'skin-type': 'oily',
      'primary-concern': 'barrier-repair',
      sunscreen: 'hybrid-spf50',
      'body-skin': 'gentle',
    };
    expect(encodeQuizShare(defaultDefinitions.skincare, answers, 'en')).toBe('s1e02_10');
    expect(sharedQuizVersion('skincare', 's1e02_10')).toEqual({ version: 1, language: 'en' });
    expect(decodeQuizShare(defaultDefinitions.skincare, 's1e02_10')).toEqual({ answers, language: 'en' });
    expect(encodeQuizShare(defaultDefinitions.haircare, { 'scalp-concern': 'clarifying', 'hair-concern': 'strength' }, 'de')).toBe('h1d23');
  });

  it('drops unknown answer ids and answers of other quizzes when encoding', () => {
    const code = encodeQuizShare(
      defaultDefinitions.haircare,
      { 'scalp-concern': 'bald', 'skin-type': 'dry', 'hair-concern': 'shine' },
      'en',
    );
    expect(decodeQuizShare(defaultDefinitions.haircare, code)).toEqual({ answers: { 'hair-concern': 'shine' }, language: 'en' });
  });

  it.each([
    ['not a string', 42],
    ['null', null],
    ['an object', { toString: () => 'h1e00' }],
    ['empty', ''],
    ['the other quiz', 's1e00'],
    ['the other quiz letter on a skincare code', 'h1e00000'],
    ['another version', 'h2e00'],
    ['a version with a leading zero', 'h01e00'],
    ['an unknown language', 'h1f00'],
    ['too short', 'h1e0'],
    ['too long', 'h1e000'],
    ['an answer position out of range', 'h1e30'],
    ['an upper-case position', 'h1eA0'],
    ['a symbol', 'h1e0%'],
    ['a surrogate half', 'h1e0\uD83D'],
    ['whitespace', 'h1e 0'],
    ['a prototype key', '__proto__'],
  ])('rejects %s', (_label, code) => {
    expect(decodeQuizShare(defaultDefinitions.haircare, code)).toBeNull();
  });

  it('never throws on random input', () => {
    const alphabet = 'sh1ed0123456789abcz_-%\u0000é🙂 ';
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let attempt = 0; attempt < 5000; attempt++) {
      const length = Math.floor(random() * 12);
      const code = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      for (const quiz of quizzes) {
        const decoded = decodeQuizShare(defaultDefinitions[quiz], code);
        if (decoded) expect(encodeQuizShare(defaultDefinitions[quiz], decoded.answers, decoded.language)).toBe(code);
      }
    }
  });

  it('carries the version, so a code of a later version is decoded with the questions of that version', () => {
    const base = defaultDefinitions.haircare;
    const [scalp, hair] = base.questions;
    if (!scalp || !hair) throw new Error('haircare has two questions');
    // Version 12 asks about the hair first and adds a scalp answer.
    const later: QuizDefinition = {
      ...base,
      version: 12,
      questions: [
        hair,
        { ...scalp, answers: [...scalp.answers, { id: 'itchy', text: { en: 'Itchy', de: 'Juckend' }, mapping: 'Moisture' }] },
      ],
    };
    const code = encodeQuizShare(later, { 'scalp-concern': 'itchy', 'hair-concern': 'repair' }, 'en');
    expect(code).toBe('h12e03');
    expect(sharedQuizVersion('haircare', code)).toEqual({ version: 12, language: 'en' });
    expect(sharedQuizVersion('skincare', code)).toBeNull();
    expect(decodeQuizShare(later, code)).toEqual({ answers: { 'hair-concern': 'repair', 'scalp-concern': 'itchy' }, language: 'en' });
    expect(decodeQuizShare(base, code)).toBeNull();
  });
});
