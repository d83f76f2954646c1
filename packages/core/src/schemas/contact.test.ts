import { describe, it, expect } from 'vitest';
import { CONTACT_LIMITS } from '../limits.ts';
import { contactMessageSchema } from './contact.ts';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A question about serums.' };
const firstMessage = (value: unknown) => {
  const result = contactMessageSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, firstName: '  Ada ' }).firstName).toBe('Ada');
  });
  it('names the missing or empty field', () => {
    expect(firstMessage({ ...valid, lastName: undefined })).toBe('Last name is required');
    expect(firstMessage({ ...valid, subject: '   ' })).toBe('Subject is required');
  });
  it('rejects an invalid e-mail', () => {
    expect(firstMessage({ ...valid, email: 'not-an-address' })).toBe('Email must be a valid email address');
  });
  it('rejects oversized fields', () => {
    expect(firstMessage({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toBe('Message must be at most 10000 characters');
  });
});
