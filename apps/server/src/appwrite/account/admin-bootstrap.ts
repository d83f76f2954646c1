import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../infra/db/database.ts';
import { findUserByEmail } from '../identity/identity-store.ts';
import { ADMIN_LABEL } from '../identity/roles.ts';
import { createAccount } from './sign-up.ts';
import { lockAdminBootstrap, someUserHasLabel } from './user-store.ts';

export const INITIAL_ADMIN_FILE = 'initial-admin.txt';

/** A password for people to type once and change: 20 characters, about 120 bits. */
export function newReadablePassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * First start (decision 004 item 6): when no account carries the admin label and the first
 * ADMIN_EMAILS address has no account yet, create it as admin with ADMIN_PASSWORD — or with a
 * random password that is printed once to the console and written to DATA_DIR/initial-admin.txt
 * (mode 600). The password never goes through the logger. An existing account with that address
 * is left alone: the admin label is then granted with `npm run admin -- grant`.
 */
export async function ensureInitialAdmin(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<void> {
  if (!config.adminBootstrap) return;
  const email = config.adminEmails[0];
  if (!email) return;
  const generated = config.adminPassword ? null : newReadablePassword();
  const created = await db.transaction(async (tx) => {
    await lockAdminBootstrap(tx);
    if (await someUserHasLabel(tx, ADMIN_LABEL)) return false;
    if (await findUserByEmail(tx, email)) {
      log.warn({ email }, 'no admin account: run `npm run admin -- grant <email>` to make one');
      return false;
    }
    await createAccount(tx, config, {
      userId: 'unique()',
      email,
      password: config.adminPassword ?? generated,
      name: 'Admin',
      emailVerification: true,
      labels: [ADMIN_LABEL],
    });
    return true;
  });
  if (!created) return;
  if (!generated) {
    log.info({ email }, 'initial admin account created with ADMIN_PASSWORD');
    return;
  }
  const file = path.join(config.dataDir, INITIAL_ADMIN_FILE);
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `email: ${email}\npassword: ${generated}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  print(
    `\n  Pura admin account created (shown once):\n    e-mail:   ${email}\n    password: ${generated}\n` +
      `  Also saved to ${file} (readable only by you). Sign in at /login and change the password.\n\n`,
  );
  log.info({ email, file }, 'initial admin account created; password printed once and saved to the file');
}
