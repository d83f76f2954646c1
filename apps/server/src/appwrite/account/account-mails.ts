import type { MailMessage } from '../../infra/mail/outbox.ts';

/** The texts of the mails the Account API sends. Links are built by the caller. */

/**
 * The name a mail to the account's address greets: none while the address is unproven. Whoever
 * registered an address they do not own chose that name, and a name such as 'your account is
 * locked, call …' would put their words into a mail its real owner trusts.
 */
export function nameToGreet(user: { name: string; emailVerification: boolean }): string {
  return user.emailVerification ? user.name : '';
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function linkMail(kind: string, to: string, subject: string, intro: string, action: string, link: string, outro: string): MailMessage {
  return {
    kind,
    to,
    subject,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n— Pura`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— Pura</p>`,
  };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    'verification',
    to,
    'Confirm your e-mail address',
    `Hello ${name || 'there'}, please confirm that this is your e-mail address.`,
    'Confirm my e-mail address',
    link,
    'The link is valid for one hour. If you did not create an account, you can ignore this mail.',
  );
}

export function recoveryMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    'recovery',
    to,
    'Reset your password',
    `Hello ${name || 'there'}, someone asked to reset the password of your Pura account.`,
    'Choose a new password',
    link,
    'The link is valid for one hour and works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  );
}

const phraseLine = (phrase: string) => (phrase ? ` Security phrase: ${phrase}. Only use it if the page that asked for this mail shows the same phrase.` : '');

export function magicUrlMail(to: string, name: string, link: string, phrase: string): MailMessage {
  return linkMail(
    'magic-url',
    to,
    'Your sign-in link',
    `Hello ${name || 'there'}, use this link to sign in to Pura.${phraseLine(phrase)}`,
    'Sign in to Pura',
    link,
    'The link is valid for one hour and works once. If you did not ask for it, ignore this mail.',
  );
}

/** The six-digit code of e-mail sign-in (POST /account/tokens/email) and of an e-mail MFA challenge. */
export function codeMail(kind: 'email-code' | 'mfa-code', to: string, name: string, code: string, phrase: string, minutes: number): MailMessage {
  const intro = `Hello ${name || 'there'}, your Pura ${kind === 'mfa-code' ? 'verification' : 'sign-in'} code is ${code}.${phraseLine(phrase)}`;
  const outro = `The code is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this mail.`;
  return {
    kind,
    to,
    subject: kind === 'mfa-code' ? 'Your verification code' : 'Your sign-in code',
    text: `${intro}\n\n${outro}\n\n— Pura`,
    html: `<p>${escapeHtml(intro)}</p><p style="font-size:24px;letter-spacing:4px"><strong>${code}</strong></p><p>${escapeHtml(outro)}</p><p>— Pura</p>`,
  };
}
