import { describe, expect, it } from 'vitest';
import { publicReviewerName } from './public-reviewer-name.ts';

describe('publicReviewerName', () => {
  it.each([
    ['Anna Kowalski', 'Anna K.'],
    ['Anna Katharina Kowalski', 'Anna K.'],
    ['  anna   von der kowalski ', 'anna K.'],
    ['Zoë Ødegaard', 'Zoë Ø.'],
    ['Ada', 'Ada'],
    ['', ''],
    ['   ', ''],
    ['Ana 𝒵ed', 'Ana 𝒵.'],
  ])('%j shows as %j', (fullName, shown) => {
    expect(publicReviewerName(fullName)).toBe(shown);
  });
});
