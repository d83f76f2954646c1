import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type SessionCredentials,
  SESSION_HINT_COOKIE,
  encodeSessionCookie,
  legacySessionCookieName,
  sessionCookieName,
} from '../identity/session-cookie.ts';

/**
 * The two session cookies of docs/appwrite-compatibility.md §3.1 and the X-Fallback-Cookies header of §1.7.
 * Both cookies carry the same value; the main one is SameSite=None when Secure (cross-site API
 * use), the `_legacy` one never has SameSite, for browsers that drop SameSite=None without
 * Secure (plain-http localhost). Secure only over https; host-only on localhost and IPs,
 * otherwise `.<api host>`.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once a route wrote or cleared the session cookies itself. */
    sessionCookiesWritten?: boolean;
  }
}

function isLocalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare.endsWith('.localhost') || isIP(bare) !== 0;
}

function cookieOptions(request: FastifyRequest, expires: Date) {
  const secure = request.protocol === 'https';
  const domain = isLocalHost(request.hostname) ? undefined : `.${request.hostname}`;
  // Identity encoding: the base64 value is a valid cookie value as is, and staying byte-equal to
  // the X-Fallback-Cookies / X-Appwrite-Session value keeps one format everywhere.
  return { path: '/', domain, expires, secure, httpOnly: true, encode: (value: string) => value };
}

function writeCookies(request: FastifyRequest, reply: FastifyReply, value: string, expires: Date): void {
  const { projectId } = request.server.config;
  const options = cookieOptions(request, expires);
  reply.setCookie(sessionCookieName(projectId), value, { ...options, sameSite: options.secure ? 'none' : undefined });
  reply.setCookie(legacySessionCookieName(projectId), value, { ...options, sameSite: undefined });
  reply.setCookie(SESSION_HINT_COOKIE, value ? '1' : '', { ...options, httpOnly: false, sameSite: 'lax' });
  request.sessionCookiesWritten = true;
}

/** Sets both cookies for a new session and, when the browser may not keep them, the fallback header. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, credentials: SessionCredentials, expires: Date): void {
  const value = encodeSessionCookie(credentials);
  writeCookies(request, reply, value, expires);
  if (needsFallbackCookies(request)) {
    reply.header('x-fallback-cookies', JSON.stringify({ [sessionCookieName(request.server.config.projectId)]: value }));
  }
}

/** Re-sends the caller's cookies with a later expiry (the session was extended on use). */
export function refreshSessionCookies(request: FastifyRequest, reply: FastifyReply, value: string, expires: Date): void {
  writeCookies(request, reply, value, expires);
}

/** Logout: both cookies emptied and expired, and `[]` for SDKs keeping the session in localStorage. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  writeCookies(request, reply, '', new Date(0));
  reply.header('x-fallback-cookies', '[]');
}

/**
 * Appwrite sends X-Fallback-Cookies when the page's registrable domain differs from the API's (the
 * browser would treat the cookie as third-party) or cannot be told: no Origin, or an API on
 * localhost / an IP address, which has no registrable domain.
 */
export function needsFallbackCookies(request: FastifyRequest): boolean {
  if (isLocalHost(request.hostname)) return true;
  const origin = request.headers.origin;
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).hostname;
  } catch {
    return true;
  }
  return registrableDomain(originHost) !== registrableDomain(request.hostname);
}

// Second-level labels under which registrations happen (example.co.uk). Not the full public
// suffix list: a miss only means the fallback header is sent where cookies would have worked.
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go']);

export function registrableDomain(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const [secondLast = '', last = ''] = labels.slice(-2);
  const take = last.length === 2 && SECOND_LEVEL.has(secondLast) ? 3 : 2;
  return labels.slice(-take).join('.');
}
