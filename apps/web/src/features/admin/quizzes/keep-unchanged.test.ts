import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

describe('keepUnchanged', () => {
  it('keeps the untouched parts of an edited copy and returns the original when nothing changed', () => {
    const previous = {
      questions: [
        { id: 'a', text: { en: 'A', de: 'A' } },
        { id: 'b', text: { en: 'B', de: 'B' } },
      ],
    };
    const edited = structuredClone(previous);
    edited.questions[1]!.text.de = 'Be';
    const kept = keepUnchanged(previous, edited);
    expect(kept).not.toBe(previous);
    expect(kept.questions[0]).toBe(previous.questions[0]);
    expect(kept.questions[1]).not.toBe(previous.questions[1]);
    expect(kept.questions[1]).toEqual({ id: 'b', text: { en: 'B', de: 'Be' } });
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it('sees a shorter list as a change', () => {
    const previous = { answers: ['x', 'y'] };
    expect(keepUnchanged(previous, { answers: ['x'] })).toEqual({ answers: ['x'] });
  });
});
