import { describe, expect, it } from 'vitest';
import { judgeTestCard, passesLuhn } from '../../src/shop/payments/test-processor/test-cards.ts';

/** The test processor's card rules at a fixed moment: 15 June 2026. */
const NOW = new Date('2026-06-15T12:00:00Z');
const judge = (number: string, expiry = '12/30', cvc = '123') => judgeTestCard({ number, expiry, cvc, name: '' }, NOW);

describe('test card rules', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'succeed' }],
    ['4242-4242-4242-4242', { kind: 'succeed' }],
    ['5555 5555 5555 4444', { kind: 'succeed' }],
    ['4000 0025 0000 3155', { kind: 'requires_action' }],
    ['4000 0000 0000 0002', { kind: 'refuse', error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }],
    [
      '4000 0000 0000 9995',
      { kind: 'refuse', error: { type: 'card_error', code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
    ],
  ])('%s → %o', (number, outcome) => {
    expect(judge(number)).toEqual({ valid: true, last4: number.slice(-4), outcome });
  });

  it.each([
    ['06/26', true],
    ['6/2026', true],
    ['05/26', "Your card's expiration date is in the past."],
    ['12/25', "Your card's expiration year is in the past."],
    ['00/30', "Your card's expiration month is invalid."],
    ['12/77', "Your card's expiration year is invalid."],
    ['1230', "Your card's expiration date is incomplete."],
    ['', "Your card's expiration date is incomplete."],
  ])('expiry %s at 15 June 2026 → %s', (expiry, expected) => {
    const judgement = judge('4242424242424242', expiry);
    if (expected === true) expect(judgement.valid).toBe(true);
    else expect(judgement).toEqual({ valid: false, error: { type: 'validation_error', code: expect.any(String), message: expected } });
  });

  it.each([
    ['4242424242424242', '1234', "Your card's security code is incomplete."],
    ['4242424242424242', '12a', "Your card's security code is invalid."],
    ['378282246310005', '1234', null],
  ])('card %s with CVC %s → %s', (number, cvc, message) => {
    const judgement = judge(number, '12/30', cvc);
    if (message === null) expect(judgement.valid).toBe(true);
    else expect(judgement).toMatchObject({ valid: false, error: { type: 'validation_error', message } });
  });

  it('implements the Luhn checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
