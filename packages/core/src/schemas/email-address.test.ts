import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN, isEmailAddress } from './email-address.ts';

// The Account API's `email` parameter (apps/server/src/appwrite/account/params.ts).
const serverRule = z.string().max(254).pipe(z.email());

describe('e-mail address rule', () => {
  it('is the pattern of zod, which the server checks with (less its needless escapes of "-")', () => {
    expect(EMAIL_ADDRESS_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });

  it.each([
    ['ada@example.com', true],
    ['Ada.Lovelace+shop@mail.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['not-an-email', false],
    ['ada@example', false],
    ['ada@example.c', false],
    ['ada@@example.com', false],
    ['ada @example.com', false],
    ['.ada@example.com', false],
    ['ada..l@example.com', false],
    ['ada@-example.com', false],
    [`${'a'.repeat(64)}@${'b'.repeat(180)}.com`, true],
    [`${'a'.repeat(64)}@${'b'.repeat(190)}.com`, false],
  ])('%s → %s, as the server answers', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    expect(serverRule.safeParse(address).success).toBe(valid);
  });
});
