import { isAppwriteError } from '@/lib/appwrite-error';
import { serverMessage } from './server-message';

/** The query a mailed account link carries: `?userId=…&secret=…&expire=…` (docs/appwrite-compatibility.md). */
export interface AccountLink {
  userId: string;
  secret: string;
}

/** What a mailed link does, as its messages name it: 'This sign-in link has expired.' */
export type AccountLinkKind = 'password reset' | 'verification' | 'sign-in';

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

/** Why a link is refused before any request: it lacks its userId or secret, or its `expire` is past. */
export function unusableLinkMessage(kind: AccountLinkKind, problem: 'incomplete' | 'expired'): string {
  return problem === 'incomplete'
    ? `This ${kind} link is incomplete. Please use the full link from the e-mail.`
    : `This ${kind} link has expired. Please request a new one.`;
}

/** What to tell the visitor when the server refuses a link: its own words, unless they are Appwrite's terse token error. */
export function linkFailureMessage(error: unknown, kind: AccountLinkKind, fallback: string): string {
  if (!isAppwriteError(error)) return fallback;
  if (error.type === 'user_invalid_token') {
    // A verification link opened a second time (on another device, or after a mail scanner) did
    // its work the first time: the visitor should not be sent for a new one they do not need.
    if (kind === 'verification') return VERIFICATION_LINK_USED;
    return `This ${kind} link is invalid or was already used. Please request a new one.`;
  }
  return serverMessage(error, fallback);
}

const VERIFICATION_LINK_USED =
  'This verification link is invalid or was already used. If you have opened it before, your address is verified and there is nothing more to do; otherwise please request a new one.';
