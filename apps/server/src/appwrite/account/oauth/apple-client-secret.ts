import { createPrivateKey, sign } from 'node:crypto';
import type { AppleProviderConfig } from '../../../config/env.ts';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Apple has no fixed client secret: it is a short-lived ES256 JWT signed with the team's private
 * key (developer.apple.com, "Creating a client secret"). Made per token request, valid 5 minutes.
 */
export function appleClientSecret(apple: AppleProviderConfig): string {
  if (!apple.appleKey) throw new Error('Sign in with Apple needs APPLE_CLIENT_SECRET or APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY');
  const { teamId, keyId, privateKeyPem } = apple.appleKey;
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: keyId }));
  const payload = base64url(
    JSON.stringify({ iss: teamId, iat: now, exp: now + 300, aud: 'https://appleid.apple.com', sub: apple.clientId }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey(privateKeyPem),
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${payload}.${base64url(signature)}`;
}
