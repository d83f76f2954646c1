import { describe, expect, it } from 'vitest';
import { DATETIME_RULE, checkScalar, parseDatetime } from '../../src/appwrite/databases/attribute-values.ts';

describe('datetime attribute values', () => {
  it.each([
    ['2026-01-15T10:20:30.123+02:00', '2026-01-15T08:20:30.123+00:00'],
    ['2026-01-15', '2026-01-15T00:00:00.000+00:00'],
    // A zone name after the time, as Appwrite (PHP's parser) reads it, daylight saving included.
    ['1975-06-12 14:12:55 America/New_York', '1975-06-12T18:12:55.000+00:00'],
    ['1975-12-12 14:12:55 America/New_York', '1975-12-12T19:12:55.000+00:00'],
    ['2026-01-15 10:00:00 Europe/Berlin', '2026-01-15T09:00:00.000+00:00'],
    ['2026-07-15T10:00:00 Europe/Berlin', '2026-07-15T08:00:00.000+00:00'],
    ['2026-07-15 10:00:00 UTC', '2026-07-15T10:00:00.000+00:00'],
    ['9999-12-31T23:59:59+00:00', '9999-12-31T23:59:59.000+00:00'],
    ['0001-01-01', '0001-01-01T00:00:00.000+00:00'],
  ])('%s → %s', (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it.each([
    '2026-01-15 10:00:00 Mars/Olympus_Mons',
    '2026-01-15 10:00:00 America/New_York; DROP',
    '2026-02-30 10:00:00 Europe/Berlin',
    'soon',
    // Offsets that carry the instant out of the years DATETIME_RULE names.
    '9999-12-31T23:00:00-05:00',
    '0001-01-01T00:00:00+01:00',
  ])('refuses %j', (text) => {
    expect(parseDatetime(text)).toBeNull();
  });

  it("refuses anything else in Appwrite's words, as a wrong type", () => {
    expect(DATETIME_RULE).toBe('Value must be valid date between 0001-01-01 00:00:00 and 9999-12-31 23:59:59.');
    for (const value of ['soon', 20260115, null])
      expect(checkScalar({ key: 'at', type: 'datetime' }, value)).toEqual({ ok: false, kind: 'type', reason: DATETIME_RULE });
  });
});
