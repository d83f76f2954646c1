import { AppwriteException } from 'appwrite';
import { describe, expect, it } from 'vitest';
import { isAppwriteError } from './appwrite-error';

describe('isAppwriteError', () => {
  it('recognises the SDK’s exception, with its code and type', () => {
    const error: unknown = new AppwriteException('Unauthorized', 401, 'user_unauthorized');
    expect(isAppwriteError(error)).toBe(true);
    if (isAppwriteError(error)) expect([error.code, error.type]).toEqual([401, 'user_unauthorized']);
  });

  it('refuses other failures', () => {
    expect(isAppwriteError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAppwriteError({ name: 'AppwriteException', code: 401 })).toBe(false);
    expect(isAppwriteError(undefined)).toBe(false);
  });
});
