import type { FastifyRequest } from 'fastify';
import type { RouteRateLimit } from '../../infra/rate-limit/rate-limit-hook.ts';
import { getCaller } from '../identity/caller.ts';

/** The Account API's limits and keys, as Appwrite sets them (appwrite-protocol.md §9.3). */

const HOUR = 3600;

const bodyField = (request: FastifyRequest, name: string): string => {
  const value = (request.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const byIp = (request: FastifyRequest) => request.ip;
const byEmail = (request: FastifyRequest) => bodyField(request, 'email').toLowerCase();
const byCallerOrIp = async (request: FastifyRequest) => (await getCaller(request)).user?.id ?? `ip:${request.ip}`;
const byPhone = (request: FastifyRequest) => bodyField(request, 'phone');
const byIpAndUserId = (request: FastifyRequest) => `${request.ip}|${bodyField(request, 'userId')}`;
const byIpAndEmail = (request: FastifyRequest) => `${request.ip}|${byEmail(request)}`;

const limit = (name: string, perHour: number, key: RouteRateLimit['key']): RouteRateLimit => ({
  name,
  limit: perHour,
  windowSeconds: HOUR,
  key,
});

export const ACCOUNT_LIMITS = {
  signUp: limit('account.create', 10, byIp),
  // Password sign-in, narrowest first (rate-limit-hook.ts). Appwrite keys it by e-mail only, which
  // lets anyone lock an address (the admin's) out with ten wrong passwords. Per address and IP,
  // a guesser locks out only themselves; per IP across addresses, spraying one password over many
  // accounts slows down; per address from anywhere, a guesser with many IPs still meets a ceiling.
  emailSessionByEmailAndIp: limit('account.sessions.email.email-ip', 10, byIpAndEmail),
  emailSessionByIp: limit('account.sessions.email.ip', 50, byIp),
  emailSessionByEmail: limit('account.sessions.email.email', 100, byEmail),
  tokenSession: limit('account.sessions.token', 10, byIpAndUserId),
  magicUrlSession: limit('account.sessions.magic-url', 10, byIpAndUserId),
  phoneSession: limit('account.sessions.phone', 10, byIpAndUserId),
  anonymousSession: limit('account.sessions.anonymous', 50, byIp),
  emailTokenByEmail: limit('account.tokens.email.email', 10, byEmail),
  emailTokenByIp: limit('account.tokens.email.ip', 10, byIp),
  magicUrlTokenByEmail: limit('account.tokens.magic-url.email', 60, byEmail),
  magicUrlTokenByIp: limit('account.tokens.magic-url.ip', 60, byIp),
  phoneTokenByPhone: limit('account.tokens.phone.phone', 10, byPhone),
  phoneTokenByIp: limit('account.tokens.phone.ip', 10, byIp),
  jwt: { name: 'account.jwts', limit: 120, windowSeconds: 60, key: byCallerOrIp },
  phoneVerificationCreate: limit('account.verification.phone.create', 10, byCallerOrIp),
  phoneVerificationCreateByIp: limit('account.verification.phone.create.ip', 10, byIp),
  phoneVerificationUpdate: limit('account.verification.phone.update', 10, (request) => bodyField(request, 'userId')),
  mfaChallengeCreate: limit('account.mfa.challenges.create', 10, byCallerOrIp),
  mfaChallengeUpdate: limit('account.mfa.challenges.update', 10, (request) => bodyField(request, 'challengeId')),
  // Not in Appwrite's table: confirming an authenticator is a code guess like a challenge.
  mfaAuthenticatorUpdate: limit('account.mfa.authenticators.update', 10, byCallerOrIp),
  oauth2: limit('account.oauth2', 50, byIp),
  password: limit('account.password', 10, byIp),
  sessionUpdate: limit('account.sessions.update', 10, byIp),
  sessionDelete: limit('account.sessions.delete', 100, byIp),
  recoveryByEmail: limit('account.recovery.email', 10, byEmail),
  recoveryByIp: limit('account.recovery.ip', 10, byIp),
  recoveryUpdate: limit('account.recovery.update', 10, (request) => bodyField(request, 'userId')),
  verificationCreate: limit('account.verification.create', 10, byCallerOrIp),
  verificationUpdate: limit('account.verification.update', 10, (request) => bodyField(request, 'userId')),
} satisfies Record<string, RouteRateLimit>;
