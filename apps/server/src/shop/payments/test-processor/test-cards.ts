import type { PaymentErrorDetails } from '@pura/core/schemas/checkout-api';
import type { TestCard } from '@pura/core/schemas/checkout-api';

/**
 * How the built-in test processor judges a card (decision 008, part 5): Stripe's test numbers and
 * Stripe's messages, so the web app shows the same texts with either provider. Any other number
 * that passes the Luhn check is accepted, which is what makes the processor usable by hand.
 */

/** What paying with a well-formed card leads to. */
export type CardOutcome = { kind: 'succeed' } | { kind: 'requires_action' } | { kind: 'refuse'; error: PaymentErrorDetails };

export type CardJudgement = { valid: true; last4: string; outcome: CardOutcome } | { valid: false; error: PaymentErrorDetails };

export const DECLINED: PaymentErrorDetails = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
export const INSUFFICIENT_FUNDS: PaymentErrorDetails = {
  type: 'card_error',
  code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
export const AUTHENTICATION_FAILED: PaymentErrorDetails = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const SPECIAL_CARDS: ReadonlyMap<string, CardOutcome> = new Map([
  ['4000000000000002', { kind: 'refuse', error: DECLINED }],
  ['4000000000009995', { kind: 'refuse', error: INSUFFICIENT_FUNDS }],
  ['4000002500003155', { kind: 'requires_action' }],
]);

const invalid = (code: string, message: string): CardJudgement => ({ valid: false, error: { type: 'validation_error', code, message } });

// A card is usable until the end of its expiry month; Stripe refuses dates this far ahead too.
const MAX_YEARS_AHEAD = 50;

/** Checks number, expiry and CVC in the order a card form shows them; `now` decides "in the past". */
export function judgeTestCard(card: TestCard, now: Date): CardJudgement {
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits.length === 0) return invalid('incomplete_number', 'Your card number is incomplete.');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return invalid('incorrect_number', 'Your card number is incorrect.');

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return invalid('incomplete_expiry', "Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return invalid('invalid_expiry_month', "Your card's expiration month is invalid.");
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return invalid('invalid_expiry_year', "Your card's expiration year is in the past.");
  if (year > thisYear + MAX_YEARS_AHEAD) return invalid('invalid_expiry_year', "Your card's expiration year is invalid.");
  if (year === thisYear && month < now.getUTCMonth() + 1)
    return invalid('invalid_expiry_month', "Your card's expiration date is in the past.");

  // American Express (34…, 37…) prints four digits; every other brand three.
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  const cvc = card.cvc.trim();
  if (!/^\d*$/.test(cvc)) return invalid('invalid_cvc', "Your card's security code is invalid.");
  if (cvc.length !== cvcLength) return invalid('incomplete_cvc', "Your card's security code is incomplete.");

  return { valid: true, last4: digits.slice(-4), outcome: SPECIAL_CARDS.get(digits) ?? { kind: 'succeed' } };
}

/** The Luhn checksum every real card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
