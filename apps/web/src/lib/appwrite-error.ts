/**
 * Whether `error` is the SDK's AppwriteException, checked by name so that modules on the first
 * load need not import the SDK (it loads with the first request that uses it).
 */
export function isAppwriteError(error: unknown): error is Error & { code: number; type: string } {
  return error instanceof Error && error.name === 'AppwriteException';
}

/** What a refused one-time code says, in place of the server's 'Invalid token passed in the request.' */
export const REFUSED_CODE_MESSAGE = 'That code is not right or has expired. Please check it and try again.';

/**
 * The message for a failed check of a one-time code (authenticator, recovery or texted code):
 * REFUSED_CODE_MESSAGE when the server refused the code itself, else `describe(error)`.
 */
export function codeCheckMessage(error: unknown, describe: (error: unknown) => string): string {
  return isAppwriteError(error) && error.type === 'user_invalid_token' ? REFUSED_CODE_MESSAGE : describe(error);
}
