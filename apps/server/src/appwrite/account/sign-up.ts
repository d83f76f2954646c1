import type { Config } from '../../config/env.ts';
import type { Queryable } from '../../infra/db/database.ts';
import type { UserRecord } from '../identity/identity-store.ts';
import { labelsForNewAccount } from './admin-policy.ts';
import { newUniqueId } from './ids.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './user-store.ts';

export interface NewAccount {
  /** A custom ID or `unique()`. */
  userId: string;
  email: string;
  password: string | null;
  name: string;
  emailVerification?: boolean;
  /** Extra labels (admin tooling and tests; the public API never sets labels). */
  labels?: string[];
}

/** Creates an account (POST /account creates no session). Duplicate id or e-mail → 409 user_already_exists. */
export async function createAccount(db: Queryable, config: Config, account: NewAccount): Promise<UserRecord> {
  const emailVerification = account.emailVerification ?? false;
  const labels = new Set([...labelsForNewAccount(config, account.email, emailVerification), ...(account.labels ?? [])]);
  return insertUser(db, {
    id: account.userId === 'unique()' ? newUniqueId() : account.userId,
    email: account.email.toLowerCase(),
    name: account.name,
    passwordHash: account.password === null ? null : await hashPassword(account.password),
    emailVerification,
    labels: [...labels],
  });
}
