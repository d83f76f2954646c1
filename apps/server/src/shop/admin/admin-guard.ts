import type { FastifyRequest } from 'fastify';
import { AppwriteError } from '../../infra/errors.ts';
import { getCaller } from '../../appwrite/identity/caller.ts';
import type { UserRecord } from '../../appwrite/identity/identity-store.ts';

/**
 * The gate of every /api/admin route (decision 009 'Access'): the server decides from the caller's
 * `admin` label, never from anything the browser says. Guests answer 401 like any Appwrite call
 * without a session; signed-in shoppers answer 403, because signing in again would not help.
 */
export async function requireAdmin(request: FastifyRequest): Promise<UserRecord> {
  const caller = await getCaller(request);
  if (!caller.user) throw new AppwriteError('general_unauthorized_scope', 'User (role: guests) missing scopes (["admin"])');
  if (!caller.isAdmin)
    throw new AppwriteError('admin_access_denied', 'Only shop admins may use this. Ask an admin to add the admin label to your account.');
  return caller.user;
}
