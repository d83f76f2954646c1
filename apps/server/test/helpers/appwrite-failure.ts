import { expect } from 'vitest';
import { AppwriteException } from 'appwrite';

/**
 * The rejection of an SDK call, for asserting its code, type and message. Fails the test when the
 * call succeeds or rejects with anything but an AppwriteException (the SDK's answer to an error
 * response).
 */
export async function appwriteFailure(promise: Promise<unknown>): Promise<AppwriteException> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppwriteException);
  return error as AppwriteException;
}
