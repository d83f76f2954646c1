// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSET_RANGES } from '../../font-subsets';
import { WEB_FONT_UNICODE_RANGE } from './web-fonts';

const inSubset = (code: number) => SUBSET_RANGES.some(([from, to]) => code >= from && code <= to);
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

describe('the font subsets', () => {
  it('are added to the page with the same unicode-range they are cut to', () => {
    const expected = SUBSET_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
    expect(WEB_FONT_UNICODE_RANGE).toBe(expected);
  });

  it('hold every character the shop’s own text uses (emoji come from the system)', () => {
    const roots = ['..', '../../../../packages/core/src'].map((dir) => path.resolve(import.meta.dirname, dir));
    const missing = new Map<string, string>();
    for (const root of roots) {
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
        const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
        lines.forEach((line, index) => {
          // Comments may say ≤ or →; only what the pages show counts.
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          for (const char of line) {
            const code = char.codePointAt(0) ?? 0;
            if (code >= 0x20 && !inSubset(code) && !/\p{Extended_Pictographic}/u.test(char)) missing.set(char, `${file}:${index + 1}`);
          }
        });
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
