import { describe, expect, it } from 'vitest';
import { parseDatetime } from '../../src/appwrite/databases/attribute-values.ts';

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
  ])('%s → %s', (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it.each(['2026-01-15 10:00:00 Mars/Olympus_Mons', '2026-01-15 10:00:00 America/New_York; DROP', '2026-02-30 10:00:00 Europe/Berlin', 'soon'])(
    'refuses %j',
    (text) => {
      expect(parseDatetime(text)).toBeNull();
    },
  );
});
