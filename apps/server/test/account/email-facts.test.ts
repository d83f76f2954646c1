import { describe, expect, it } from 'vitest';
import { emailFacts } from '../../src/appwrite/account/email-facts.ts';

describe('the e-mail facts of the User model', () => {
  it.each([
    ['Ada.Lovelace+shop@GoogleMail.com', 'adalovelace@gmail.com', { emailIsFree: true, emailIsCorporate: false, emailIsCanonical: false }],
    ['ada@gmail.com', 'ada@gmail.com', { emailIsFree: true, emailIsCanonical: true }],
    ['ada+news@outlook.com', 'ada@outlook.com', { emailIsFree: true, emailIsCanonical: false }],
    [
      'ada+news@pura.example',
      'ada+news@pura.example',
      { emailIsFree: false, emailIsDisposable: false, emailIsCorporate: true, emailIsCanonical: true },
    ],
    ['someone@mailinator.com', 'someone@mailinator.com', { emailIsDisposable: true, emailIsCorporate: false }],
  ])('%s → %s', (email, canonical, facts) => {
    expect(emailFacts(email)).toMatchObject({ emailCanonical: canonical, ...facts });
  });

  it('an account without an address has none of them', () => {
    expect(emailFacts(null)).toBeNull();
    expect(emailFacts('')).toBeNull();
  });
});
