import { PASSWORD_LENGTH } from '@pura/core/limits';
import { isEmailAddress } from '@pura/core/schemas/email-address';
import { INVALID_EMAIL_MESSAGE } from './server-message';

/**
 * docs/product.md §5 'Login': both fields required. The address must be one the server takes, or it
 * answers with its parameter error. Returns the message to show, or null.
 */
export function validateSignIn(values: { email: string; password: string }): string | null {
  if (!values.email.trim() || !values.password) return 'Please fill in all fields';
  if (!isEmailAddress(values.email.trim())) return INVALID_EMAIL_MESSAGE;
  return null;
}

/** docs/product.md §5 'Sign-up': all four fields, a valid address, matching passwords, at least 8 characters. */
export function validateSignUp(values: { name: string; email: string; password: string; confirmPassword: string }): string | null {
  if (!values.name.trim() || !values.email.trim() || !values.password || !values.confirmPassword) return 'Please fill in all fields';
  if (!isEmailAddress(values.email.trim())) return INVALID_EMAIL_MESSAGE;
  if (values.password !== values.confirmPassword) return 'Passwords do not match';
  if (values.password.length < PASSWORD_LENGTH.min) return `Password must be at least ${PASSWORD_LENGTH.min} characters long`;
  return null;
}

/** /reset-password: the new password twice, with the sign-up rules (decision 007 item 3). */
export function validateNewPassword(values: { password: string; confirmPassword: string }): string | null {
  if (!values.password || !values.confirmPassword) return 'Please fill in all fields';
  if (values.password !== values.confirmPassword) return 'Passwords do not match';
  if (values.password.length < PASSWORD_LENGTH.min) return `Password must be at least ${PASSWORD_LENGTH.min} characters long`;
  return null;
}
