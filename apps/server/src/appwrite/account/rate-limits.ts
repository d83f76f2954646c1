import type { FastifyRequest } from 'fastify';
import { requestNetwork } from '../../infra/rate-limit/client-network.ts';
import type { FailureCeiling } from '../../infra/rate-limit/failure-ceiling.ts';
import type { RouteRateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../identity/caller.ts';

/** The Account API's limits and keys, as Appwrite sets them (docs/appwrite-compatibility.md §9.3). */

const HOUR = 3600;

const bodyField = (request: FastifyRequest, name: string): string => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
// Clients are counted by network (an IPv6 /64, client-network.ts), so one host cannot rotate addresses.
const byNetwork = requestNetwork;
const byEmail = (request: FastifyRequest) => bodyField(request, 'email').toLowerCase();
const byCallerOrNetwork = async (request: FastifyRequest) => (await getCaller(request)).user?.id ?? `ip:${byNetwork(request)}`;
const byPhone = (request: FastifyRequest) => bodyField(request, 'phone');
const byNetworkAndUserId = (request: FastifyRequest) => `${byNetwork(request)}|${bodyField(request, 'userId')}`;
const byNetworkAndEmail = (request: FastifyRequest) => `${byNetwork(request)}|${byEmail(request)}`;
// The signed-in caller's own address (or id, without one), as password sign-in keys that account.
const byNetworkAndCallerAccount = async (request: FastifyRequest) => {
  const { user } = await getCaller(request);
  return `${byNetwork(request)}|${user?.email ?? `id:${user?.id ?? ''}`}`;
};

const limit = (name: string, perHour: number, key: RouteRateLimit['key']): RouteRateLimit => ({
  name,
  limit: perHour,
  windowSeconds: HOUR,
  key,
});

export const ACCOUNT_LIMITS = {
  signUp: limit('account.create', 10, byNetwork),
  // Password sign-in, narrowest first (rate-limit-hook.ts); with EMAIL_SESSION_FAILURES below.
  // Appwrite keys it by e-mail only, which lets anyone lock an address (the admin's) out with ten
  // wrong passwords. Per address and network, a guesser locks out only themselves; per network
  // across addresses, spraying one password over many accounts slows down.
  emailSessionByEmailAndNetwork: limit('account.sessions.email.email-ip', 10, byNetworkAndEmail),
  emailSessionByNetwork: limit('account.sessions.email.ip', 50, byNetwork),
  tokenSession: limit('account.sessions.token', 10, byNetworkAndUserId),
  magicUrlSession: limit('account.sessions.magic-url', 10, byNetworkAndUserId),
  phoneSession: limit('account.sessions.phone', 10, byNetworkAndUserId),
  anonymousSession: limit('account.sessions.anonymous', 50, byNetwork),
  emailTokenByEmail: limit('account.tokens.email.email', 10, byEmail),
  emailTokenByIp: limit('account.tokens.email.ip', 10, byNetwork),
  magicUrlTokenByEmail: limit('account.tokens.magic-url.email', 60, byEmail),
  magicUrlTokenByIp: limit('account.tokens.magic-url.ip', 60, byNetwork),
  phoneTokenByPhone: limit('account.tokens.phone.phone', 10, byPhone),
  phoneTokenByIp: limit('account.tokens.phone.ip', 10, byNetwork),
  jwt: { name: 'account.jwts', limit: 120, windowSeconds: 60, key: byCallerOrNetwork },
  phoneVerificationCreate: limit('account.verification.phone.create', 10, byCallerOrNetwork),
  phoneVerificationCreateByIp: limit('account.verification.phone.create.ip', 10, byNetwork),
  phoneVerificationUpdate: limit('account.verification.phone.update', 10, (request) => bodyField(request, 'userId')),
  mfaChallengeCreate: limit('account.mfa.challenges.create', 10, byCallerOrNetwork),
  mfaChallengeUpdate: limit('account.mfa.challenges.update', 10, (request) => bodyField(request, 'challengeId')),
  // Not in Appwrite's table: confirming an authenticator is a code guess like a challenge.
  mfaAuthenticatorUpdate: limit('account.mfa.authenticators.update', 10, byCallerOrNetwork),
  oauth2: limit('account.oauth2', 50, byNetwork),
  password: limit('account.password', 10, byNetwork),
  // Routes that check the current password (PATCH /account/email, /phone, /password) count
  // against password sign-in's own counters — same names, and the account's address as the key —
  // so a stolen session or JWT buys no more guesses at the password than the sign-in form.
  passwordCheckByAccountAndNetwork: limit('account.sessions.email.email-ip', 10, byNetworkAndCallerAccount),
  sessionUpdate: limit('account.sessions.update', 10, byNetwork),
  sessionDelete: limit('account.sessions.delete', 100, byNetwork),
  recoveryByEmail: limit('account.recovery.email', 10, byEmail),
  recoveryByIp: limit('account.recovery.ip', 10, byNetwork),
  recoveryUpdate: limit('account.recovery.update', 10, (request) => bodyField(request, 'userId')),
  verificationCreate: limit('account.verification.create', 10, byCallerOrNetwork),
  verificationUpdate: limit('account.verification.update', 10, (request) => bodyField(request, 'userId')),
} satisfies Record<string, RouteRateLimit>;

/**
 * Password sign-in, per address from all networks: after 100 failed sign-ins in the hour, a network
 * that has itself failed for the address is refused, so a guesser with many networks gets one try
 * from each fresh network. Networks that have not failed for it still get through: counting every
 * try or refusing everyone let ten IPs lock the owner out for the hour, right password or not.
 */
export const EMAIL_SESSION_FAILURES: FailureCeiling = {
  name: 'account.sessions.email.failures',
  limit: 100,
  windowSeconds: HOUR,
  target: byEmail,
  client: byNetwork,
};
