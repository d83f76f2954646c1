import { describe, expect, it } from 'vitest';
import { isStorableJson, isStorableText, nestsAtMost } from './storable-text.ts';

describe('storable text', () => {
  it('accepts any text a person can type, emoji and other scripts included', () => {
    for (const text of ['', 'Rose serum', 'Grüße, Zoë', '日本語', 'Glow 🌿✨', '👩🏽‍🔬', 'tab\tand\nnewline']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('refuses the NUL character and halves of a surrogate pair', () => {
    for (const text of ['a\u0000b', '\u0000', 'a\ud800', '\udc00b', 'x\ud83cy', '🌿'.slice(1)]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('checks every string of a JSON value, keys included, at any depth', () => {
    expect(isStorableJson({ theme: 'dark', size: 3, tags: ['a', 'b'], nested: { on: true, none: null } })).toBe(true);
    expect(isStorableJson({ nested: { list: [1, 'a\u0000'] } })).toBe(false);
    expect(isStorableJson({ ['key\ud800']: 1 })).toBe(false);
    expect(isStorableJson(['ok', ['deep', ['\udfff']]])).toBe(false);
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"a\\u0000"${']'.repeat(200_000)}`);
    expect(isStorableJson(deep)).toBe(false);
    expect(isStorableJson(Array.from({ length: 300_000 }, () => 'x'))).toBe(true);
  });

  it('measures nesting by the objects and arrays a value holds, however deep', () => {
    const nested = (levels: number) => JSON.parse(`${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`) as unknown;
    expect(nestsAtMost({ a: 1, b: 'text' }, 1)).toBe(true);
    expect(nestsAtMost({ a: [] }, 1)).toBe(false);
    expect(nestsAtMost(nested(16), 32)).toBe(true);
    expect(nestsAtMost(nested(17), 32)).toBe(false);
    expect(nestsAtMost('text', 0)).toBe(true);
    expect(nestsAtMost(nested(100_000), 32)).toBe(false);
  });
});
