import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './smtp-capture.ts';

/** A captured e-mail as a spec sees it. */
export interface CapturedMail {
  subject: string;
  text: string;
  html: string;
}

// Messages this worker has already handed out, so `nextMailTo` moves on to the next one.
const taken = new Set<string>();

function mailDir(): string {
  const dir = process.env.PURA_E2E_MAIL_DIR;
  if (!dir)
    throw new Error('PURA_E2E_MAIL_DIR is not set: run the journeys through e2e/playwright.config.ts (its global setup captures mail)');
  return dir;
}

/**
 * The oldest mail to `address` this worker has not returned yet (optionally with a subject
 * matching `options.subject`), waiting for it to arrive for up to `timeoutMs` (default 15 s).
 * The shop under test delivers real SMTP to the capture global-setup starts.
 *
 *   const mail = await nextMailTo(email, { subject: /Confirm your Pura newsletter/ });
 *   await page.goto(linkIn(mail, '/api/newsletter/confirm'));
 */
export async function nextMailTo(address: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<CapturedMail> {
  const dir = mailDir();
  const wanted = address.trim().toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      if (taken.has(name)) continue;
      const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail;
      if (!mail.to.includes(wanted) || (options.subject && !options.subject.test(mail.subject))) continue;
      taken.add(name);
      return { subject: mail.subject, text: mail.text, html: mail.html };
    }
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${address}${options.subject ? ` with a subject matching ${options.subject}` : ''} within ${options.timeoutMs ?? 15_000} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first absolute link in the mail's text whose path starts with `pathPrefix`. */
export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  for (const match of `${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url.toString();
  }
  throw new Error(`no ${pathPrefix} link in the mail '${mail.subject}'`);
}
