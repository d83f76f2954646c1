import type { Database, Queryable } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import type { SessionRecord, UserRecord } from '../identity/identity-store.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteSessionsOfUser } from './session-store.ts';
import { deleteTokensOfUser } from './token-store.ts';
import { updateUserEmail, updateUserName, updateUserPassword, updateUserPhone, updateUserPrefs, updateUserStatus } from './user-store.ts';

/** The signed-in user's own profile changes (docs/product.md §5 'Profile update'). */

const invalidCredentials = () => new AppwriteError('user_invalid_credentials', 'Invalid credentials. Please check the email and password.');

/**
 * E-mail and phone changes need the current password. An account created through OAuth has none
 * yet: as in Appwrite, the password given then becomes its password.
 */
async function confirmPassword(db: Queryable, user: UserRecord, password: string): Promise<UserRecord> {
  if (!user.passwordHash) return updateUserPassword(db, user.id, await hashPassword(password));
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  return user;
}

export function changeName(db: Queryable, user: UserRecord, name: string): Promise<UserRecord> {
  return updateUserName(db, user.id, name);
}

/**
 * Links mailed to the old address die with it: a verification link for the old address must not
 * verify the new one (which could be an unclaimed ADMIN_EMAILS address).
 */
export async function changeEmail(db: Database, user: UserRecord, email: string, password: string): Promise<UserRecord> {
  const confirmed = await confirmPassword(db, user, password);
  if (email === user.email) return confirmed;
  return db.transaction(async (tx) => {
    const changed = await updateUserEmail(tx, user.id, email);
    await deleteTokensOfUser(tx, user.id, 'verification');
    await deleteTokensOfUser(tx, user.id, 'recovery');
    await deleteTokensOfUser(tx, user.id, 'magic-url');
    await deleteTokensOfUser(tx, user.id, 'email');
    return changed;
  });
}

/** Codes texted to the old number die with it, as mailed links do with an old address. */
export async function changePhone(db: Database, user: UserRecord, phone: string, password: string): Promise<UserRecord> {
  const confirmed = await confirmPassword(db, user, password);
  if (phone === user.phone) return confirmed;
  return db.transaction(async (tx) => {
    const changed = await updateUserPhone(tx, user.id, phone);
    await deleteTokensOfUser(tx, user.id, 'phone');
    await deleteTokensOfUser(tx, user.id, 'phone-verification');
    return changed;
  });
}

/**
 * A new password needs the old one (when there is one) and signs out every other session: whoever
 * changes a password because it leaked wants the intruder out.
 */
export async function changePassword(
  db: Queryable,
  user: UserRecord,
  session: SessionRecord,
  password: string,
  oldPassword: string | undefined,
): Promise<UserRecord> {
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, oldPassword ?? ''))) throw invalidCredentials();
  const updated = await updateUserPassword(db, user.id, await hashPassword(password));
  await deleteSessionsOfUser(db, user.id, session.id);
  return updated;
}

export function replacePrefs(db: Queryable, user: UserRecord, prefs: Record<string, unknown>): Promise<UserRecord> {
  return updateUserPrefs(db, user.id, prefs);
}

/** PATCH /account/status: the user blocks their own account; every session ends. */
export async function blockOwnAccount(db: Queryable, user: UserRecord): Promise<UserRecord> {
  const blocked = await updateUserStatus(db, user.id, false);
  await deleteSessionsOfUser(db, user.id);
  return blocked;
}
