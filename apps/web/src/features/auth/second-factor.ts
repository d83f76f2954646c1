import type { AuthenticationFactor, Models } from 'appwrite';
import { loadSdk } from '@/lib/sdk';

/** A second factor the sign-in can ask for, in the order it is offered. */
export type SecondFactor = 'totp' | 'email' | 'phone' | 'recoveryCode';

const FACTOR_ORDER: SecondFactor[] = ['totp', 'email', 'phone', 'recoveryCode'];

const SDK_FACTORS: Record<SecondFactor, keyof typeof AuthenticationFactor> = {
  totp: 'Totp',
  email: 'Email',
  phone: 'Phone',
  recoveryCode: 'Recoverycode',
};

/** The factors this account can answer, as `listMFAFactors` reports them. */
export function availableFactors(factors: Models.MfaFactors): SecondFactor[] {
  return FACTOR_ORDER.filter((factor) => factors[factor]);
}

/** E-mail and phone challenges send a code when created; the others are answered at once. */
export function sendsCode(factor: SecondFactor): boolean {
  return factor === 'email' || factor === 'phone';
}

export async function startChallenge(factor: SecondFactor): Promise<Models.MfaChallenge> {
  const { account, AuthenticationFactor } = await loadSdk();
  return account.createMFAChallenge({ factor: AuthenticationFactor[SDK_FACTORS[factor]] });
}

export async function answerChallenge(challengeId: string, otp: string): Promise<void> {
  const { account } = await loadSdk();
  await account.updateMFAChallenge({ challengeId, otp });
}
