import { AppwriteError, invalidArgument } from '../../infra/errors.ts';

/**
 * Appwrite permission strings (docs/appwrite-compatibility.md §2.3, §10): `<action>("<role>")`.
 * Grant-only: no grant means no access. Shared by documents, files and realtime delivery.
 */

export type PermissionAction = 'read' | 'create' | 'update' | 'delete';

const PERMISSION_PATTERN = /^(read|create|update|delete|write)\("([^"]{1,300})"\)$/;
const ID = '[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}';
const ROLE_PATTERN = new RegExp(
  `^(?:any|guests|users(?:/(?:verified|unverified))?|user:${ID}(?:/(?:verified|unverified))?|team:${ID}(?:/[a-zA-Z0-9._-]{1,36})?|member:${ID}|label:[a-zA-Z0-9]{1,36})$`,
);

/** A `read("any")`-style string from its parts. */
export const permission = (action: PermissionAction, role: string) => `${action}("${role}")`;

/**
 * Validates a `permissions` parameter and normalises it: `write` expands to update + delete
 * (and create, where the resource is a container), duplicates go, order is kept.
 * `undefined`/`null` means "not given" and returns null so callers can apply defaults.
 */
export function parsePermissions(input: unknown, options: { container: boolean } = { container: false }): string[] | null {
  if (input === undefined || input === null) return null;
  if (!Array.isArray(input)) throw invalidArgument('permissions', 'Must be an array of permission strings.');
  if (input.length > 100) throw invalidArgument('permissions', 'At most 100 permissions are allowed.');
  const result = new Set<string>();
  for (const item of input) {
    if (typeof item !== 'string') throw invalidArgument('permissions', 'Every permission must be a string such as read("any").');
    const match = PERMISSION_PATTERN.exec(item);
    if (!match) throw invalidArgument('permissions', `Permission "${truncate(item)}" is not valid. Use the form read("any").`);
    const [, action = '', role = ''] = match;
    if (!ROLE_PATTERN.test(role)) throw invalidArgument('permissions', `Role "${truncate(role)}" is not valid.`);
    if (action === 'create' && !options.container) {
      throw invalidArgument('permissions', 'Permission "create" is not allowed here. Must be one of: read, update, delete, write.');
    }
    const actions: PermissionAction[] =
      action === 'write' ? (options.container ? ['create', 'update', 'delete'] : ['update', 'delete']) : [action as PermissionAction];
    for (const a of actions) result.add(permission(a, role));
  }
  return [...result];
}

/** The roles a permission list grants for one action. */
export function rolesGranted(permissions: readonly string[], action: PermissionAction): string[] {
  const roles: string[] = [];
  for (const p of permissions) {
    const match = PERMISSION_PATTERN.exec(p);
    if (match && match[1] === action && match[2]) roles.push(match[2]);
  }
  return roles;
}

/** Whether a caller holding `roles` may perform `action` under `permissions`. */
export function allows(permissions: readonly string[], action: PermissionAction, roles: ReadonlySet<string>): boolean {
  return rolesGranted(permissions, action).some((role) => roles.has(role));
}

/**
 * "A project user can only grant permissions to a resource that they have": every role in the
 * given permissions must be one the caller holds, else 401 user_unauthorized.
 */
export function assertMayGrant(permissions: readonly string[], roles: ReadonlySet<string>): void {
  for (const p of permissions) {
    const role = PERMISSION_PATTERN.exec(p)?.[2];
    if (role && !roles.has(role)) {
      throw new AppwriteError('user_unauthorized', `Permissions must be one of: (${[...roles].join(', ')})`);
    }
  }
}

/** Permissions given to a new document or file when the caller names none (§10.3). */
export function defaultPermissions(userId: string | null): string[] {
  if (!userId) return [];
  const role = `user:${userId}`;
  return [permission('read', role), permission('update', role), permission('delete', role)];
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
