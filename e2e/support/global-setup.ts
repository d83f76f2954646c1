import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from './smtp-capture.ts';

/**
 * Starts one SMTP capture for the run and stops it after. Each worker's shop server (the `shop`
 * fixture of support/test.ts) delivers to it at PURA_E2E_SMTP_URL; the captured mails (one JSON
 * file each, read with support/mail-capture.ts) land in PURA_E2E_MAIL_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'pura-e2e-mail-'));
  const smtp = await startSmtpCapture(mailDir);
  process.env.PURA_E2E_MAIL_DIR = mailDir;
  process.env.PURA_E2E_SMTP_URL = smtp.url;
  return async () => {
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
