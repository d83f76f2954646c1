import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as sharedLimits from '@pura/core/limits';
import { envSchema } from '../src/config/env.ts';

/**
 * docs/security-limits.md is what an owner reads to learn the shop's limits; this keeps it from
 * drifting from the code. Every limit @pura/core/limits defines must be named there (in backticks,
 * in a table row) with the same number, and every environment variable a table row names must show
 * the default the server really uses.
 */
const doc = readFileSync(new URL('../../../docs/security-limits.md', import.meta.url), 'utf8');
const tableRows = doc.split('\n').filter((line) => line.startsWith('|'));

/** The numbers a table row states, "10 000" and "10,000" read as 10000. */
const numbersIn = (row: string) => (row.match(/\d[\d,\u202f ]*\d|\d/g) ?? []).map((text) => Number(text.replace(/[,\u202f ]/g, '')));

/** Every limit the module defines, as `NAME` or `NAME.key` for a group of them. */
function definedLimits(): Array<[string, number]> {
  return Object.entries(sharedLimits).flatMap(([name, value]): Array<[string, number]> =>
    typeof value === 'number'
      ? [[name, value]]
      : Object.entries(value as Record<string, number>).map(([key, limit]): [string, number] => [`${name}.${key}`, limit]),
  );
}

describe('docs/security-limits.md', () => {
  it.each(definedLimits())('names %s with its number, %i', (name, value) => {
    const rows = tableRows.filter((row) => row.includes(`\`${name}\``));
    expect(rows, `no table row names \`${name}\``).not.toHaveLength(0);
    for (const row of rows) expect(numbersIn(row)).toContain(value);
  });

  const documentedVariables = tableRows.flatMap((row) => {
    const name = /^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|/.exec(row)?.[1];
    return name && name in envSchema.shape ? [[name, row] as const] : [];
  });

  it('names environment variables in its tables', () => {
    expect(documentedVariables.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CART_MAX_PER_PRODUCT', 'RESERVATION_MINUTES', 'REQUESTS_IN_FLIGHT_PER_CLIENT']),
    );
  });

  it.each(documentedVariables)('gives %s the default the server uses', (name, row) => {
    const schema = envSchema.shape[name as keyof typeof envSchema.shape];
    const defaultValue = Number(schema.parse(undefined));
    const stated = /^\|[^|]*\|\s*`?([^|`]*)`?\s*\|/.exec(row)?.[1]?.trim();
    expect(Number(stated)).toBe(defaultValue);
  });
});
