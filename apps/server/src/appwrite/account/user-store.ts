import { type Queryable, PG_ERROR, sqlState } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type UserRecord, USER_COLUMNS, toUserRecord } from '../identity/identity-store.ts';
import { identityWritten } from '../identity/session-cache.ts';

/**
 * Writes to the `users` table on behalf of the Account API, each reported to the session cache
 * (identityWritten). Reads live in identity-store.ts.
 */

export interface NewUser {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  emailVerification: boolean;
  labels: string[];
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRecord> {
  try {
    const { rows } = await db.query(
      `INSERT INTO users (id, email, name, password_hash, password_updated_at, email_verification, labels)
       VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END, $5, $6)
       RETURNING ${USER_COLUMNS}`,
      [user.id, user.email, user.name, user.passwordHash, user.emailVerification, user.labels],
    );
    identityWritten(db, user.id);
    return toUserRecord(rows[0]!);
  } catch (error) {
    if (sqlState(error) === PG_ERROR.uniqueViolation) {
      throw new AppwriteError('user_already_exists', 'A user with the same id, email, or phone already exists in this project.');
    }
    throw error;
  }
}

/**
 * An account without password: anonymous sign-in (neither e-mail nor phone) and the accounts
 * e-mail and phone sign-in create on first use.
 */
export async function insertBareUser(db: Queryable, user: { id: string; email: string | null; phone: string | null }): Promise<UserRecord> {
  try {
    const { rows } = await db.query(`INSERT INTO users (id, email, phone) VALUES ($1, $2, $3) RETURNING ${USER_COLUMNS}`, [
      user.id,
      user.email,
      user.phone,
    ]);
    identityWritten(db, user.id);
    return toUserRecord(rows[0]!);
  } catch (error) {
    if (sqlState(error) === PG_ERROR.uniqueViolation) {
      throw new AppwriteError('user_already_exists', 'A user with the same id, email, or phone already exists in this project.');
    }
    throw error;
  }
}

async function updateUser(db: Queryable, id: string, assignments: string, params: unknown[]): Promise<UserRecord> {
  const { rows } = await db.query(`UPDATE users SET ${assignments}, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`, [
    id,
    ...params,
  ]);
  if (!rows[0]) throw new AppwriteError('user_not_found', 'User with the requested ID could not be found.');
  identityWritten(db, id);
  return toUserRecord(rows[0]);
}

export function updateUserName(db: Queryable, id: string, name: string): Promise<UserRecord> {
  return updateUser(db, id, 'name = $2', [name]);
}

/** A new address is unverified until its owner proves it again. */
export async function updateUserEmail(db: Queryable, id: string, email: string): Promise<UserRecord> {
  try {
    return await updateUser(db, id, 'email = $2, email_verification = false', [email]);
  } catch (error) {
    if (sqlState(error) === PG_ERROR.uniqueViolation) {
      throw new AppwriteError('user_target_already_exists', 'This e-mail address is already used by another account.');
    }
    throw error;
  }
}

export async function updateUserPhone(db: Queryable, id: string, phone: string): Promise<UserRecord> {
  try {
    return await updateUser(db, id, 'phone = $2, phone_verification = false', [phone]);
  } catch (error) {
    if (sqlState(error) === PG_ERROR.uniqueViolation) {
      throw new AppwriteError('user_phone_already_exists', 'This phone number is already used by another account.');
    }
    throw error;
  }
}

/**
 * Takes `phone` off the account that holds it unproven, for its owner who just proved it
 * (passwordless.ts takeProvenPhone). False when an account holds it proven: it stays there.
 */
export async function releaseUnprovenPhone(db: Queryable, phone: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string; phone_verification: boolean }>(
    'SELECT id, phone_verification FROM users WHERE phone = $1 FOR UPDATE',
    [phone],
  );
  const holder = rows[0];
  if (!holder) return true;
  if (holder.phone_verification) return false;
  await updateUser(db, holder.id, 'phone = NULL', []);
  return true;
}

export function updateUserPassword(db: Queryable, id: string, passwordHash: string): Promise<UserRecord> {
  return updateUser(db, id, 'password_hash = $2, password_updated_at = now()', [passwordHash]);
}

export function updateUserPrefs(db: Queryable, id: string, prefs: Record<string, unknown>): Promise<UserRecord> {
  return updateUser(db, id, 'prefs = $2::jsonb', [JSON.stringify(prefs)]);
}

export function updateUserStatus(db: Queryable, id: string, status: boolean): Promise<UserRecord> {
  return updateUser(db, id, 'status = $2', [status]);
}

/** Removes the password, the phone number and MFA: the sign-in methods a user sets up on the account. */
export function clearUserSignInMethods(db: Queryable, id: string): Promise<UserRecord> {
  return updateUser(db, id, 'password_hash = NULL, password_updated_at = NULL, phone = NULL, phone_verification = false, mfa = false', []);
}

export function markEmailVerified(db: Queryable, id: string): Promise<UserRecord> {
  return updateUser(db, id, 'email_verification = true', []);
}

export function markPhoneVerified(db: Queryable, id: string): Promise<UserRecord> {
  return updateUser(db, id, 'phone_verification = true', []);
}

export function updateUserMfa(db: Queryable, id: string, mfa: boolean): Promise<UserRecord> {
  return updateUser(db, id, 'mfa = $2', [mfa]);
}

export function addUserLabel(db: Queryable, id: string, label: string): Promise<UserRecord> {
  return updateUser(db, id, 'labels = CASE WHEN $2 = ANY(labels) THEN labels ELSE array_append(labels, $2) END', [label]);
}

export function removeUserLabel(db: Queryable, id: string, label: string): Promise<UserRecord> {
  return updateUser(db, id, 'labels = array_remove(labels, $2)', [label]);
}

/** Whether any account carries the label (the admin bootstrap asks "is there an admin yet?"). */
export async function someUserHasLabel(db: Queryable, label: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE $1 = ANY(labels) LIMIT 1', [label]);
  return rows.length > 0;
}

// Same on every instance sharing one PostgreSQL: only one of them creates the first admin.
const ADMIN_BOOTSTRAP_LOCK_KEY = 727_010;

/** Serialises the admin bootstrap across instances until the surrounding transaction ends. */
export async function lockAdminBootstrap(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_BOOTSTRAP_LOCK_KEY]);
}

/** Deletes the user; sessions, tokens, MFA, identities, logs and push targets go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
  identityWritten(db, id);
}
