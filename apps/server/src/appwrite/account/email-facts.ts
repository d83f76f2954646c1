/**
 * The e-mail facts of Appwrite's User model (emailCanonical, emailIsFree, emailIsDisposable,
 * emailIsCorporate, emailIsCanonical). Appwrite reads them from large provider lists; these short
 * lists cover the providers most shoppers use, so a rare free or throwaway domain counts as
 * corporate here (docs/appwrite-compatibility.md §11). Nothing in the shop decides on them.
 */

const FREE_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.de',
  'live.com',
  'live.de',
  'msn.com',
  'yahoo.com',
  'yahoo.de',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'posteo.de',
  'mailbox.org',
  'proton.me',
  'protonmail.com',
  'fastmail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'mail.com',
]);

const DISPOSABLE_PROVIDERS = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.de',
  '10minutemail.com',
  'yopmail.com',
  'temp-mail.org',
  'trashmail.com',
  'trashmail.de',
  'sharklasers.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
]);

/** Providers that deliver `name+tag@` to `name@`; Gmail also ignores dots in the name. */
const PLUS_ADDRESSING = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'fastmail.com',
]);
const DOTS_IGNORED = new Set(['gmail.com']);
const SAME_MAILBOX: Record<string, string> = { 'googlemail.com': 'gmail.com' };

export interface EmailFacts {
  emailCanonical: string;
  emailIsFree: boolean;
  emailIsDisposable: boolean;
  emailIsCorporate: boolean;
  emailIsCanonical: boolean;
}

/** The facts of one address; null for an account without one (anonymous, phone only). */
export function emailFacts(email: string | null): EmailFacts | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return null;
  const givenDomain = email.slice(at + 1).toLowerCase();
  const domain = SAME_MAILBOX[givenDomain] ?? givenDomain;
  let local = email.slice(0, at).toLowerCase();
  if (PLUS_ADDRESSING.has(domain)) local = local.split('+')[0] ?? local;
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  const canonical = `${local}@${domain}`;
  const free = FREE_PROVIDERS.has(givenDomain);
  const disposable = DISPOSABLE_PROVIDERS.has(givenDomain);
  return {
    emailCanonical: canonical,
    emailIsFree: free,
    emailIsDisposable: disposable,
    emailIsCorporate: !free && !disposable,
    emailIsCanonical: canonical === email,
  };
}
