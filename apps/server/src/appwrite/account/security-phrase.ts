import { randomInt } from 'node:crypto';

/**
 * The optional security phrase of e-mail sign-in (createEmailToken / createMagicURLToken with
 * `phrase: true`): shown on the page that asked for the mail and printed in the mail, so the
 * person can check that the mail answers their own request and not someone else's.
 */
const ADJECTIVES = [
  'Calm',
  'Bright',
  'Gentle',
  'Golden',
  'Quiet',
  'Wild',
  'Silver',
  'Sunny',
  'Misty',
  'Fresh',
  'Soft',
  'Green',
  'Warm',
  'Clear',
  'Brave',
  'Lucky',
];
const NOUNS = [
  'Fern',
  'Lavender',
  'Meadow',
  'Willow',
  'Almond',
  'Rosemary',
  'Otter',
  'River',
  'Maple',
  'Clover',
  'Heron',
  'Jasmine',
  'Pebble',
  'Sage',
  'Orchid',
  'Aloe',
];

export function newSecurityPhrase(): string {
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]} ${NOUNS[randomInt(NOUNS.length)]}`;
}
