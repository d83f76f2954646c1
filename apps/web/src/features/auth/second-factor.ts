import { AppwriteException, AuthenticationFactor, type Models } from 'appwrite';
import { account } from '@/lib/appwrite';

/** A second factor the sign-in can ask for, in the order it is offered. */
export type SecondFactor = 'totp' | 'email' | 'phone' | 'recoveryCode';

const FACTOR_ORDER: SecondFactor[] = ['totp', 'email', 'phone', 'recoveryCode'];

const SDK_FACTORS: Record<SecondFactor, AuthenticationFactor> = {
  totp: AuthenticationFactor.Totp,
  email: AuthenticationFactor.Email,
  phone: AuthenticationFactor.Phone,
  recoveryCode: AuthenticationFactor.Recoverycode,
};

/** The factors this account can answer, as `listMFAFactors` reports them. */
export function availableFactors(factors: Models.MfaFactors): SecondFactor[] {
  return FACTOR_ORDER.filter((factor) => factors[factor]);
}

/** E-mail and phone challenges send a code when created; the others are answered at once. */
export function sendsCode(factor: SecondFactor): boolean {
  return factor === 'email' || factor === 'phone';
}

export function startChallenge(factor: SecondFactor): Promise<Models.MfaChallenge> {
  return account.createMFAChallenge({ factor: SDK_FACTORS[factor] });
}

export async function answerChallenge(challengeId: string, otp: string): Promise<void> {
  await account.updateMFAChallenge({ challengeId, otp });
}

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof AppwriteException && error.message ? error.message : fallback;
}
