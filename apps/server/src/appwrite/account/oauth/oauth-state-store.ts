import type { Queryable } from '../../../infra/db/database.ts';
import { hashSecret } from '../../identity/secrets.ts';

/** OAuth2 sign-ins in flight, keyed by the hash of the `state` the provider hands back. */

export interface OAuthState {
  provider: string;
  flow: 'session' | 'token';
  successUrl: string;
  failureUrl: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  /**
   * A signed-in user starting the flow links the identity to their account, through the session
   * that started it: the flow ends with that session (migration 019b).
   */
  linkTo: { userId: string; sessionId: string } | null;
}

// Long enough to type a password at the provider, short enough that a stale tab cannot finish.
const STATE_TTL_MS = 15 * 60 * 1000;

export async function saveOAuthState(db: Queryable, state: string, flow: OAuthState): Promise<void> {
  await db.query('DELETE FROM oauth_states WHERE expire <= now()');
  await db.query(
    `INSERT INTO oauth_states (state_hash, provider, flow, success_url, failure_url, redirect_uri, code_verifier, nonce, link_user_id, link_session_id, expire)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      hashSecret(state),
      flow.provider,
      flow.flow,
      flow.successUrl,
      flow.failureUrl,
      flow.redirectUri,
      flow.codeVerifier,
      flow.nonce,
      flow.linkTo?.userId ?? null,
      flow.linkTo?.sessionId ?? null,
      new Date(Date.now() + STATE_TTL_MS),
    ],
  );
}

/** Takes a state out (single use); null when unknown, used or expired. */
export async function takeOAuthState(db: Queryable, state: string): Promise<OAuthState | null> {
  const { rows } = await db.query(
    `DELETE FROM oauth_states WHERE state_hash = $1
     RETURNING provider, flow, success_url, failure_url, redirect_uri, code_verifier, nonce, link_user_id, link_session_id, expire > now() AS live`,
    [hashSecret(state)],
  );
  const row = rows[0];
  if (!row || !row.live) return null;
  return {
    provider: row.provider as string,
    flow: row.flow as OAuthState['flow'],
    successUrl: row.success_url as string,
    failureUrl: row.failure_url as string,
    redirectUri: row.redirect_uri as string,
    codeVerifier: row.code_verifier as string,
    nonce: row.nonce as string,
    linkTo:
      row.link_user_id && row.link_session_id ? { userId: row.link_user_id as string, sessionId: row.link_session_id as string } : null,
  };
}
