import type { Database } from '../../infra/db/database.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { type UserRecord, findUserByEmail } from '../identity/identity-store.ts';
import { ADMIN_LABEL } from '../identity/roles.ts';
import { newReadablePassword } from './admin-bootstrap.ts';
import { hashPassword } from './passwords.ts';
import { deleteSessionsOfUser } from './session-store.ts';
import { addUserLabel, removeUserLabel, updateUserPassword } from './user-store.ts';

/** What `npm run admin -- …` does (cli/admin.ts). Each resolves to the changed account. */

async function accountOf(db: Database, email: string): Promise<UserRecord> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppwriteError('user_not_found', `No account uses the e-mail address ${email}. It must sign up first.`);
  return user;
}

export async function grantAdmin(db: Database, email: string): Promise<UserRecord> {
  return addUserLabel(db, (await accountOf(db, email)).id, ADMIN_LABEL);
}

export async function revokeAdmin(db: Database, email: string): Promise<UserRecord> {
  return removeUserLabel(db, (await accountOf(db, email)).id, ADMIN_LABEL);
}

/** Sets a new random password and ends every session of the account; answers the password. */
export async function resetPassword(db: Database, email: string): Promise<{ user: UserRecord; password: string }> {
  const user = await accountOf(db, email);
  const password = newReadablePassword();
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    const changed = await updateUserPassword(tx, user.id, passwordHash);
    await deleteSessionsOfUser(tx, user.id);
    return changed;
  });
  return { user: updated, password };
}
