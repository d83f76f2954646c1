/**
 * TOTP as authenticator apps speak it (RFC 6238: six digits, 30-second steps, SHA-1), through
 * otplib. One step of clock drift either way is accepted. otplib loads with the first MFA call,
 * not with the server.
 */

const DRIFT_SECONDS = 30;

const loadOtplib = () => import('otplib');

export async function newTotpSecret(): Promise<string> {
  const { generateSecret } = await loadOtplib();
  return generateSecret();
}

/**
 * The otpauth:// URI an authenticator app reads from a QR code. `issuer` is the shop's name when
 * the account enrols (decision 024): the app keeps that label, a later rename does not reach it.
 */
export async function totpUri(secret: string, accountLabel: string, issuer: string): Promise<string> {
  const { generateURI } = await loadOtplib();
  return generateURI({ issuer, label: accountLabel, secret });
}

/**
 * The time step of a valid code, or null. Codes of steps up to `usedTimeStep` are refused, so a
 * code seen once (over a shoulder, in a log) cannot be played again.
 */
export async function checkTotp(secret: string, code: string, usedTimeStep: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const { verify } = await loadOtplib();
  const result = await verify({ secret, token: code, epochTolerance: DRIFT_SECONDS, afterTimeStep: usedTimeStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
