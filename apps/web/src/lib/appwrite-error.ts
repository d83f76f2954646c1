/**
 * Whether `error` is the SDK's AppwriteException, checked by name so that modules on the first
 * load need not import the SDK (it loads with the first request that uses it).
 */
export function isAppwriteError(error: unknown): error is Error & { code: number; type: string } {
  return error instanceof Error && error.name === 'AppwriteException';
}
