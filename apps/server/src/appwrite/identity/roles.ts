/** What the permission checks need to know about a signed-in user. */
export interface RoleSubject {
  id: string;
  emailVerification: boolean;
  phoneVerification: boolean;
  labels: readonly string[];
}

/** The label that makes a user a shop admin (docs/architecture.md 'Database'). */
export const ADMIN_LABEL = 'admin';

/**
 * The roles a caller holds (docs/appwrite-compatibility.md §3.2): guests hold `guests`; users hold
 * `user:<id>`, `users`, the verified/unverified pair and `label:<l>` per label. `any` always.
 */
export function rolesOf(user: RoleSubject | null): Set<string> {
  if (!user) return new Set(['any', 'guests']);
  const dimension = user.emailVerification || user.phoneVerification ? 'verified' : 'unverified';
  const roles = new Set(['any', 'users', `users/${dimension}`, `user:${user.id}`, `user:${user.id}/${dimension}`]);
  for (const label of user.labels) roles.add(`label:${label}`);
  return roles;
}
