import { createHash } from 'node:crypto';
import type { SessionRecord, UserRecord } from '../identity/identity-store.ts';
import { type EmailFacts, emailFacts } from './email-facts.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * The Account API's JSON shapes (docs/appwrite-compatibility.md §8, response format 2.0.0). Browser callers
 * never see a secret: Session and Token `secret` are always "" and provider tokens are not kept.
 */

/** Appwrite's date format: ISO 8601 with milliseconds and an explicit +00:00 offset. */
export function formatDate(date: Date | null | undefined): string {
  // toISOString always ends in 'Z'.
  return date ? `${date.toISOString().slice(0, -1)}+00:00` : '';
}

/** A message receiver of the user (Appwrite's Target model). */
export interface TargetModel {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  name: string;
  userId: string;
  providerId?: string;
  providerType: 'email' | 'sms' | 'push';
  identifier: string;
  expired: boolean;
}

export interface UserModel extends Partial<EmailFacts> {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  name: string;
  registration: string;
  status: boolean;
  labels: string[];
  passwordUpdate: string;
  email: string;
  phone: string;
  emailVerification: boolean;
  phoneVerification: boolean;
  mfa: boolean;
  prefs: Record<string, unknown>;
  targets: TargetModel[];
  accessedAt: string;
}

export function toUserModel(user: UserRecord): UserModel {
  return {
    $id: user.id,
    $createdAt: formatDate(user.createdAt),
    $updatedAt: formatDate(user.updatedAt),
    name: user.name,
    registration: formatDate(user.createdAt),
    status: user.status,
    labels: [...user.labels],
    passwordUpdate: formatDate(user.passwordUpdatedAt),
    email: user.email ?? '',
    phone: user.phone ?? '',
    emailVerification: user.emailVerification,
    ...emailFacts(user.email),
    phoneVerification: user.phoneVerification,
    mfa: user.mfa,
    prefs: toPrefs(user.prefs),
    targets: contactTargets(user),
    accessedAt: formatDate(user.accessedAt),
  };
}

/**
 * The e-mail address and phone number as targets, as Appwrite lists them on the user. They are
 * the account's own fields rather than stored rows, so their ids derive from the user id and
 * the kind: the same on every read. Push targets have their own routes (targets/).
 */
function contactTargets(user: UserRecord): TargetModel[] {
  const target = (providerType: 'email' | 'sms', identifier: string): TargetModel => ({
    $id: createHash('sha256').update(`${user.id}|${providerType}`).digest('hex').slice(0, 20),
    $createdAt: formatDate(user.createdAt),
    $updatedAt: formatDate(user.updatedAt),
    name: '',
    userId: user.id,
    providerType,
    identifier,
    expired: false,
  });
  const targets: TargetModel[] = [];
  if (user.email) targets.push(target('email', user.email));
  if (user.phone) targets.push(target('sms', user.phone));
  return targets;
}

/** Preferences are always a JSON object: `{}` when empty, never `[]`. */
export function toPrefs(prefs: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return prefs && typeof prefs === 'object' && !Array.isArray(prefs) ? prefs : {};
}

export function toSessionModel(session: SessionRecord, currentSessionId: string | null) {
  return {
    $id: session.id,
    $createdAt: formatDate(session.createdAt),
    $updatedAt: formatDate(session.updatedAt),
    userId: session.userId,
    expire: formatDate(session.expire),
    provider: session.provider,
    providerUid: session.providerUid,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    ...describeUserAgent(session.userAgent),
    countryCode: '--',
    countryName: 'Unknown',
    current: session.id === currentSessionId,
    factors: [...session.factors],
    secret: '',
    mfaUpdatedAt: formatDate(session.mfaUpdatedAt),
  };
}

export interface TokenLike {
  id: string;
  createdAt: Date;
  userId: string;
  expire: Date;
  /** The security phrase shown beside an e-mailed code, when one was asked for. */
  phrase?: string;
}

export function toTokenModel(token: TokenLike) {
  return {
    $id: token.id,
    $createdAt: formatDate(token.createdAt),
    userId: token.userId,
    secret: '',
    expire: formatDate(token.expire),
    phrase: token.phrase ?? '',
  };
}

export interface IdentityRecord {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  provider: string;
  providerUid: string;
  providerEmail: string;
}

export function toIdentityModel(identity: IdentityRecord) {
  return {
    $id: identity.id,
    $createdAt: formatDate(identity.createdAt),
    $updatedAt: formatDate(identity.updatedAt),
    userId: identity.userId,
    provider: identity.provider,
    providerUid: identity.providerUid,
    providerEmail: identity.providerEmail,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
  };
}
