import { AppwriteException } from 'appwrite';
import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-message';

const refused = (message: string) => new AppwriteException(message, 400, 'general_argument_invalid');

describe('server messages of the account forms (docs/product.md §8 "Login and sign-up")', () => {
  it.each([
    [refused('Invalid `email` param: Value must be a valid email address'), 'Please enter a valid email address'],
    [
      refused('Invalid `name` param: Value must be a valid string and at most 128 chars'),
      'Name must be a valid string and at most 128 chars',
    ],
    [
      refused('Invalid `password` param: Password must be between 8 and 256 characters long.'),
      'Password must be between 8 and 256 characters long.',
    ],
    [refused('Invalid `userId` param: Parameter must contain at most 36 chars.'), 'Failed to create account'],
    [
      new AppwriteException('A user with the same id, email, or phone already exists in this project.', 409, 'user_already_exists'),
      'A user with the same id, email, or phone already exists in this project.',
    ],
    [new AppwriteException('', 500, 'general_unknown'), 'Failed to create account'],
    [
      new AppwriteException(
        'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
        429,
        'general_rate_limit_exceeded',
      ),
      'Too many attempts from here. Please wait a while before trying again.',
    ],
    [new Error('Network down'), 'Failed to create account'],
  ])('%s → %s', (error, shown) => {
    expect(serverMessage(error, 'Failed to create account')).toBe(shown);
  });
});
