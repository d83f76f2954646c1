import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from './smtp-capture.ts';
import { startShopServer } from './shop-server.ts';

/**
 * Starts an SMTP capture and the built server (scripts/e2e.mjs builds it first) delivering to it,
 * and stops both after the run. Workers find the server at PURA_E2E_URL and the captured mails
 * (one JSON file each, read with support/mail-capture.ts) in PURA_E2E_MAIL_DIR.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'pura-e2e-mail-'));
  const smtp = await startSmtpCapture(mailDir);
  const shop = await startShopServer('main', { SMTP_URL: smtp.url });
  process.env.PURA_E2E_URL = shop.url;
  process.env.PURA_E2E_DATA_DIR = shop.dataDir;
  process.env.PURA_E2E_MAIL_DIR = mailDir;
  process.env.PURA_E2E_SMTP_URL = smtp.url;
  return async () => {
    await shop.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
