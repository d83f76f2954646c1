import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { isAppwriteError } from '@/lib/appwrite-error';
import { loadSdk } from '@/lib/sdk';

/** The account's two-step verification as the Security section shows it. */
export interface TwoStepStatus {
  enabled: boolean;
  totp: boolean;
  recoveryCodes: boolean;
  email: boolean;
  phone: boolean;
}

export const TWO_STEP_QUERY_KEY = ['account', 'two-step'] as const;

export function useTwoStepStatus() {
  return useQuery({
    queryKey: TWO_STEP_QUERY_KEY,
    queryFn: async (): Promise<TwoStepStatus> => {
      const { account } = await loadSdk();
      const [user, factors] = await Promise.all([account.get(), account.listMFAFactors()]);
      return { enabled: user.mfa, totp: factors.totp, recoveryCodes: factors.recoveryCode, email: factors.email, phone: factors.phone };
    },
  });
}

export function errorMessage(error: unknown, fallback: string): string {
  return isAppwriteError(error) && error.message ? error.message : fallback;
}

/** Removing the authenticator or replacing recovery codes needs a second factor proven in this session. */
export function needsFreshFactor(error: unknown): boolean {
  return isAppwriteError(error) && error.type === 'user_challenge_required';
}

/** Proves a second factor in this session: a code from the authenticator app or a recovery code. */
export async function proveSecondFactor(kind: 'totp' | 'recoveryCode', otp: string): Promise<void> {
  const { account, AuthenticationFactor } = await loadSdk();
  const factor = kind === 'totp' ? AuthenticationFactor.Totp : AuthenticationFactor.Recoverycode;
  const challenge = await account.createMFAChallenge({ factor });
  await account.updateMFAChallenge({ challengeId: challenge.$id, otp });
}

/** Starts setting up an authenticator app: the secret and its otpauth URI, unconfirmed. */
export async function startAuthenticator() {
  const { account, AuthenticatorType } = await loadSdk();
  return account.createMFAAuthenticator({ type: AuthenticatorType.Totp });
}

/**
 * Confirms the authenticator with a code, turns two-step verification on and hands out the
 * recovery codes. Codes left from an earlier setup are replaced: the code just entered proved the
 * second factor that replacing them needs.
 */
export async function confirmAuthenticator(otp: string): Promise<string[]> {
  const { account, AuthenticatorType } = await loadSdk();
  await account.updateMFAAuthenticator({ type: AuthenticatorType.Totp, otp });
  await account.updateMFA({ mfa: true });
  try {
    return (await account.createMFARecoveryCodes()).recoveryCodes;
  } catch (error) {
    if (isAppwriteError(error) && error.type === 'user_recovery_codes_already_exists')
      return (await account.updateMFARecoveryCodes()).recoveryCodes;
    throw error;
  }
}

/** Mutations of the Security section; a caller handles `user_challenge_required` (needsFreshFactor). */
export function useTwoStepActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_STEP_QUERY_KEY });

  const toggle = useMutation({
    mutationFn: async (mfa: boolean) => {
      await (await loadSdk()).account.updateMFA({ mfa });
    },
    onSuccess: (_user, mfa) => toast.success(mfa ? 'Two-step verification is on' : 'Two-step verification is off'),
    onError: (error) => toast.error(errorMessage(error, 'Failed to change two-step verification')),
    onSettled: refresh,
  });

  const removeAuthenticator = useMutation({
    mutationFn: async (status: TwoStepStatus) => {
      const { account, AuthenticatorType } = await loadSdk();
      await account.deleteMFAAuthenticator({ type: AuthenticatorType.Totp });
      // Left on without any factor, two-step verification would only look like protection.
      if (status.enabled && !status.email && !status.phone) await account.updateMFA({ mfa: false });
    },
    onSuccess: () => toast.success('Authenticator app removed'),
    onError: (error) => {
      if (!needsFreshFactor(error)) toast.error(errorMessage(error, 'Failed to remove the authenticator app'));
    },
    onSettled: refresh,
  });

  const newRecoveryCodes = useMutation({
    mutationFn: async (existing: boolean) => {
      const { account } = await loadSdk();
      return (existing ? await account.updateMFARecoveryCodes() : await account.createMFARecoveryCodes()).recoveryCodes;
    },
    onSuccess: () => toast.success('New recovery codes created'),
    onError: (error) => {
      if (!needsFreshFactor(error)) toast.error(errorMessage(error, 'Failed to create recovery codes'));
    },
    onSettled: refresh,
  });

  return { toggle, removeAuthenticator, newRecoveryCodes };
}
