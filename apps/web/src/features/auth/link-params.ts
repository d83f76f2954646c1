import { isAppwriteError } from '@/lib/appwrite-error';

/** The query a mailed account link carries: `?userId=…&secret=…&expire=…` (appwrite-protocol.md). */
export interface AccountLink {
  userId: string;
  secret: string;
}

export type AccountLinkState = { kind: 'valid'; link: AccountLink } | { kind: 'incomplete' } | { kind: 'expired' };

/** Reads a recovery or verification link; an `expire` in the past is reported before any request. */
export function readAccountLink(params: URLSearchParams, now = Date.now()): AccountLinkState {
  const userId = params.get('userId');
  const secret = params.get('secret');
  if (!userId || !secret) return { kind: 'incomplete' };
  const expire = Date.parse(params.get('expire') ?? '');
  if (!Number.isNaN(expire) && expire < now) return { kind: 'expired' };
  return { kind: 'valid', link: { userId, secret } };
}

/** What to tell the visitor when the server refuses a link: its own words, unless they are Appwrite's terse token error. */
export function linkFailureMessage(error: unknown, kind: 'password reset' | 'verification' | 'sign-in', fallback: string): string {
  if (!isAppwriteError(error)) return fallback;
  if (error.type === 'user_invalid_token') return `This ${kind} link is invalid or was already used. Please request a new one.`;
  return error.message || fallback;
}
