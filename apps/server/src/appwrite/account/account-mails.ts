import type { ShopSettings } from '@pura/core/settings/shop-settings';
import type { MailMessage } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/templates.ts';

/**
 * The texts of the mails the Account API sends, in the shop's mail look: the shop's name from its
 * settings heads, names and signs each one, and its legal details close it (decision 024). Links
 * are built by the caller.
 */

/**
 * The name a mail to the account's address greets: none while the address is unproven. Whoever
 * registered an address they do not own chose that name, and a name such as 'your account is
 * locked, call …' would put their words into a mail its real owner trusts.
 */
export function nameToGreet(user: { name: string; emailVerification: boolean }): string {
  return user.emailVerification ? user.name : '';
}

interface LinkMail {
  kind: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

function linkMail(shop: ShopSettings, to: string, mail: LinkMail): MailMessage {
  const { html, text } = renderMail({
    title: mail.subject,
    paragraphs: [mail.intro, mail.outro],
    action: { label: mail.action, url: mail.link },
    shop,
  });
  return { kind: mail.kind, to, subject: mail.subject, text, html };
}

export function verificationMail(shop: ShopSettings, to: string, name: string, link: string): MailMessage {
  return linkMail(shop, to, {
    kind: 'verification',
    subject: 'Confirm your e-mail address',
    intro: `Hello ${name || 'there'}, please confirm that this is the e-mail address of your ${shop.store.shopName} account.`,
    action: 'Confirm my e-mail address',
    link,
    outro: 'The link is valid for one hour. If you did not create an account, you can ignore this mail.',
  });
}

export function recoveryMail(shop: ShopSettings, to: string, name: string, link: string): MailMessage {
  return linkMail(shop, to, {
    kind: 'recovery',
    subject: 'Reset your password',
    intro: `Hello ${name || 'there'}, someone asked to reset the password of your ${shop.store.shopName} account.`,
    action: 'Choose a new password',
    link,
    outro: 'The link is valid for one hour and works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
}

const phraseLine = (phrase: string) =>
  phrase ? ` Security phrase: ${phrase}. Only use it if the page that asked for this mail shows the same phrase.` : '';

export function magicUrlMail(shop: ShopSettings, to: string, name: string, link: string, phrase: string): MailMessage {
  return linkMail(shop, to, {
    kind: 'magic-url',
    subject: 'Your sign-in link',
    intro: `Hello ${name || 'there'}, use this link to sign in to ${shop.store.shopName}.${phraseLine(phrase)}`,
    action: `Sign in to ${shop.store.shopName}`,
    link,
    outro: 'The link is valid for one hour and works once. If you did not ask for it, ignore this mail.',
  });
}

/** The six-digit code of e-mail sign-in (POST /account/tokens/email) and of an e-mail MFA challenge. */
export function codeMail(
  shop: ShopSettings,
  kind: 'email-code' | 'mfa-code',
  to: string,
  mail: { name: string; code: string; phrase: string; minutes: number },
): MailMessage {
  const subject = kind === 'mfa-code' ? 'Your verification code' : 'Your sign-in code';
  const intro = `Hello ${mail.name || 'there'}, your ${shop.store.shopName} ${kind === 'mfa-code' ? 'verification' : 'sign-in'} code is ${mail.code}.${phraseLine(mail.phrase)}`;
  const outro = `The code is valid for ${mail.minutes} minutes and works once. If you did not ask for it, ignore this mail.`;
  const { html, text } = renderMail({ title: subject, paragraphs: [intro, outro], shop });
  return { kind, to, subject, text, html };
}
