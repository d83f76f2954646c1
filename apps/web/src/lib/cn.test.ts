import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

/** Every class the app's source writes: className="…" strings, and the strings of cn()/cva() files. */
function sourceClasses(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file) && file !== path.join('lib', 'cn.ts'),
  );
  const classes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const strings = [...source.matchAll(/className="([^"]+)"/g)].map((match) => match[1] ?? '');
    if (/\b(cn|cva)\(/.test(source)) strings.push(...[...source.matchAll(/'([^'\n]+)'/g)].map((match) => match[1] ?? ''));
    for (const text of strings) for (const word of text.split(/\s+/)) if (/^[a-z0-9![-][^"'`]*$/.test(word)) classes.add(word);
  }
  return [...classes].sort();
}

describe('cn', () => {
  it('lets a later utility override an earlier one of the same kind', () => {
    expect(cn('h-11 px-6 text-sm', 'h-12 px-8 text-base')).toBe('h-12 px-8 text-base');
    expect(cn('p-6 pt-0', 'p-4')).toBe('p-4');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('text-sm text-muted', 'text-forest')).toBe('text-sm text-forest');
    expect(cn('hover:bg-sage-100', 'bg-white')).toBe('hover:bg-sage-100 bg-white');
    expect(cn('flex', false, undefined, { hidden: true })).toBe('hidden');
    // Arbitrary properties conflict by property and variant, nothing else.
    expect(cn('[--near-height:56rem] sm:[--near-height:39rem] [--other:1px]', '[--near-height:60rem]')).toBe(
      'sm:[--near-height:39rem] [--other:1px] [--near-height:60rem]',
    );
  });

  // Some 200,000 pairs: seconds of work, more on a loaded machine, so it gets a minute.
  it('gives what tailwind-merge gives for every pair of classes in the source', { timeout: 60_000 }, () => {
    const classes = sourceClasses();
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        // tailwind-merge 3 reads Tailwind 3's bg-gradient-to-* as a colour; it is an image (both are kept).
        if (/bg-gradient-to-/.test(first + second) && /(^|:)bg-/.test(first) && /(^|:)bg-/.test(second)) continue;
        const input = `${first} ${second}`;
        const expected = twMerge(input);
        const merged = cn(input);
        if (merged !== expected) differences.push(`${input} → ${merged}, tailwind-merge: ${expected}`);
      }
    }
    expect(differences.slice(0, 60), `${differences.length} differences`).toEqual([]);
  });
});
