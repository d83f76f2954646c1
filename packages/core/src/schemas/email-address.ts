/**
 * The e-mail address rule of the server: zod's `z.email()` with at most 254 characters, which the
 * Account API's `email` parameter (docs/product.md §7 'Account') applies. Written out as a plain pattern
 * so that a form can check an address before sending it without loading zod (decision 012);
 * email-address.test.ts checks that it is zod's pattern and gives zod's answers.
 */
export const EMAIL_ADDRESS_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest address RFC 5321 allows, and the server accepts. */
export const MAX_EMAIL_ADDRESS_LENGTH = 254;

/** Whether the server will take `text` (already trimmed) as an e-mail address. */
export function isEmailAddress(text: string): boolean {
  return text.length <= MAX_EMAIL_ADDRESS_LENGTH && EMAIL_ADDRESS_PATTERN.test(text);
}
