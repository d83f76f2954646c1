import type { Config } from '../../config/env.ts';
import { ADMIN_LABEL } from '../identity/roles.ts';

/** Whether an address is listed in ADMIN_EMAILS. */
export function isAdminEmail(config: Config, email: string | null): boolean {
  return email !== null && config.adminEmails.includes(email.toLowerCase());
}

/**
 * Labels a new account starts with. ADMIN_EMAILS addresses get `admin` only once the address is
 * proven — created by the admin bootstrap or the CLI, or through an OAuth provider that vouches
 * for the address. An unverified password sign-up gets it when its e-mail is verified
 * (verification.ts): otherwise anyone could claim admin by registering a listed address first.
 */
export function labelsForNewAccount(config: Config, email: string, emailVerified: boolean): string[] {
  return emailVerified && isAdminEmail(config, email) ? [ADMIN_LABEL] : [];
}
