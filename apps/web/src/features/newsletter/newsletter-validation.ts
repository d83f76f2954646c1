import { isEmailAddress } from '@pura/core/schemas/email-address';

/**
 * docs/product.md §5 'Newsletter': the message to show, or null when the address is acceptable. The
 * address must be one the server takes (the same rule as sign-up), or the form would say
 * "Subscription failed" about an address it had just accepted.
 */
export function validateNewsletterEmail(email: string): string | null {
  if (!email.trim()) return 'Please enter your email address';
  if (!isEmailAddress(email.trim())) return 'Please enter a valid email address';
  return null;
}
