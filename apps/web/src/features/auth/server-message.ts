import { isAppwriteError } from '@/lib/appwrite-error';

/** docs/product.md §5's wording for an address that is not one (the newsletter's; the account forms use it too). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * A 429 (general_rate_limit_exceeded). Appwrite's own words ("Rate limit for the current endpoint
 * has been exceeded…") name an endpoint and no way on; the limits run for up to an hour.
 */
export const RATE_LIMITED_MESSAGE = 'Too many attempts from here. Please wait a while before trying again.';

/** Password sign-in held back by its limits: a mailed sign-in link is not counted against them. */
export const SIGN_IN_LIMITED_MESSAGE = "Too many sign-in attempts from here. Please wait a while, or use 'E-mail me a sign-in link'.";

export const isRateLimited = (error: unknown): boolean => isAppwriteError(error) && error.type === 'general_rate_limit_exceeded';

// A malformed parameter comes back as Appwrite words it (400 general_argument_invalid):
// "Invalid `email` param: Value must be a valid email address".
const INVALID_PARAM = /^Invalid `([^`]*)` param: ([\s\S]+)$/;

/** The fields behind the parameters the account forms send. */
const PARAM_LABELS: Record<string, string> = { password: 'Password', name: 'Name', phone: 'Phone number', otp: 'Code', secret: 'Code' };

/**
 * What to show when an account call fails: the server's message (docs/product.md §8 'Login and sign-up'),
 * or `fallback` when there is none. A rate limit gives RATE_LIMITED_MESSAGE. A malformed-parameter message loses its parameter syntax: the
 * e-mail one becomes INVALID_EMAIL_MESSAGE, the others name their field ('Name must be a valid
 * string…'), and one about a parameter no field stands for gives `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isAppwriteError(error) || !error.message) return fallback;
  if (isRateLimited(error)) return RATE_LIMITED_MESSAGE;
  const invalid = INVALID_PARAM.exec(error.message);
  if (!invalid) return error.message;
  const [, param = '', reason = ''] = invalid;
  if (param === 'email') return INVALID_EMAIL_MESSAGE;
  const label = PARAM_LABELS[param];
  if (!label) return fallback;
  return reason.startsWith('Value ') ? `${label} ${reason.slice('Value '.length)}` : reason;
}
