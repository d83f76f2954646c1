const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md §5 'Newsletter': the message to show, or null when the address is acceptable. */
export function validateNewsletterEmail(email: string): string | null {
  if (!email.trim()) return 'Please enter your email address';
  if (!SIMPLE_EMAIL.test(email.trim())) return 'Please enter a valid email address';
  return null;
}
