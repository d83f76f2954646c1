/**
 * The Appwrite session cookie (docs/appwrite-compatibility.md §3.1): base64 of {"id": userId, "secret": s}
 * under the names a_session_<project> and a_session_<project>_legacy.
 */

export interface SessionCredentials {
  userId: string;
  secret: string;
}

/**
 * A readable companion of the HttpOnly session cookie, holding no secret: it only tells the web
 * app that a session may exist, so signed-out visitors are not sent a GET /account that must
 * answer 401 (a wasted request and a console error on every page).
 */
export const SESSION_HINT_COOKIE = 'pura_signed_in';

export const sessionCookieName = (projectId: string) => `a_session_${projectId}`;
export const legacySessionCookieName = (projectId: string) => `a_session_${projectId}_legacy`;

export function encodeSessionCookie(credentials: SessionCredentials): string {
  return Buffer.from(JSON.stringify({ id: credentials.userId, secret: credentials.secret })).toString('base64');
}

/** Decodes a cookie value; anything malformed is treated as "no session", never as an error. */
export function decodeSessionCookie(value: string | undefined): SessionCredentials | null {
  if (!value || value.length > 4096) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, secret } = parsed as Record<string, unknown>;
    if (typeof id !== 'string' || typeof secret !== 'string' || !id || !secret) return null;
    return { userId: id, secret };
  } catch {
    return null;
  }
}

/** Reads the session from the X-Fallback-Cookies header (JSON object keyed by cookie name). */
export function sessionFromFallbackHeader(header: string | undefined, projectId: string): SessionCredentials | null {
  if (!header || header.length > 8192) return null;
  try {
    const parsed: unknown = JSON.parse(header);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const value = (parsed as Record<string, unknown>)[sessionCookieName(projectId)];
    return typeof value === 'string' ? decodeSessionCookie(value) : null;
  } catch {
    return null;
  }
}
