import { useQueryClient } from '@tanstack/react-query';
import type { Models, OAuthProvider } from 'appwrite';
import { useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router/hooks';
import { toast } from '@/lib/toast';
import { SECOND_FACTOR_QUERY_KEY, owesSecondFactor, refreshSession } from '@/data/session';
import { apiRequest } from '@/lib/api';
import { codeCheckMessage } from '@/lib/appwrite-error';
import { loadSdk } from '@/lib/sdk';
import { SIGN_IN_LIMITED_MESSAGE, isRateLimited, serverMessage } from './server-message';

type Source = 'login' | 'signup';

/** A social sign-in the server reports as enabled: Google, Apple or the shop's own OpenID Connect provider. */
export interface SocialProvider {
  id: 'google' | 'apple' | 'oidc';
  /** The server's display name: 'Google', 'Apple', or OIDC_NAME. */
  name: string;
}

const SDK_PROVIDERS: Record<SocialProvider['id'], keyof typeof OAuthProvider> = { google: 'Google', apple: 'Apple', oidc: 'Oidc' };

/** docs/product.md §4 'Newsletter subscribe': attempted after sign-in or sign-up; a failure is only logged. */
async function subscribeToNewsletter(email: string, name: string, source: Source): Promise<void> {
  try {
    await apiRequest('/newsletter/subscribe', { body: { email, name, source } });
  } catch (error) {
    console.info('Newsletter opt-in failed', error);
  }
}

/** Where to go after signing in: the page the guard sent the visitor from, or /. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Sign in, sign up and social sign-in (docs/product.md §4 'Session', §8 'Account toasts'). */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  // The newsletter opt-in of a sign-in that waits for its second factor.
  const pendingOptIn = useRef<{ email: string } | null>(null);

  async function finish(message: string) {
    await refreshSession(queryClient);
    toast.success(message);
    void navigate(returnPath, { replace: true });
  }

  async function signIn(values: { email: string; password: string; newsletter: boolean }): Promise<string | null> {
    try {
      const { account } = await loadSdk();
      await account.createEmailPasswordSession({ email: values.email.trim(), password: values.password });
    } catch (error) {
      // Held back by the sign-in limits: a mailed link still works, and says so.
      const message = isRateLimited(error) ? SIGN_IN_LIMITED_MESSAGE : serverMessage(error, 'Invalid email or password');
      toast.error(message);
      return message;
    }
    await continueSignIn(values.newsletter ? values.email.trim() : null);
    return null;
  }

  /** After a first factor: finishes the sign-in, or leaves it to the second step when one is owed. */
  async function continueSignIn(optInEmail: string | null): Promise<void> {
    let user: Models.User<Models.Preferences> | null = null;
    try {
      user = await (await loadSdk()).account.get();
    } catch (error) {
      if (owesSecondFactor(error)) {
        // Two-step verification: /login shows the second step while this query says so.
        pendingOptIn.current = optInEmail === null ? null : { email: optInEmail };
        queryClient.setQueryData(SECOND_FACTOR_QUERY_KEY, true);
        return;
      }
    }
    if (optInEmail !== null) await subscribeToNewsletter(optInEmail, user?.name ?? '', 'login');
    await finish('Logged in successfully!');
  }

  /** Passwordless sign-in with a one-time code from `createEmailToken` or `createPhoneToken` (decision 011 items 3–4). */
  async function signInWithCode(userId: string, code: string): Promise<string | null> {
    try {
      await (await loadSdk()).account.createSession({ userId, secret: code });
    } catch (error) {
      return codeCheckMessage(error, (failure) => serverMessage(failure, 'The code could not be checked. Please try again.'));
    }
    await continueSignIn(null);
    return null;
  }

  /** The second factor is proven: the sign-in ends as a one-step one does. */
  async function completeSecondFactor(): Promise<void> {
    const optIn = pendingOptIn.current;
    pendingOptIn.current = null;
    if (optIn) {
      const user = await loadSdk()
        .then(({ account }) => account.get())
        .catch(() => null);
      await subscribeToNewsletter(optIn.email, user?.name ?? '', 'login');
    }
    await finish('Logged in successfully!');
  }

  async function signUp(values: { name: string; email: string; password: string; newsletter: boolean }): Promise<string | null> {
    const email = values.email.trim();
    const name = values.name.trim();
    try {
      const { account, ID } = await loadSdk();
      await account.create({ userId: ID.unique(), email, password: values.password, name });
      await account.createEmailPasswordSession({ email, password: values.password });
    } catch (error) {
      const message = serverMessage(error, 'Failed to create account');
      toast.error(message);
      return message;
    }
    // Best-effort: the account works without a verified address (docs/product.md §6 'Unverified e-mail').
    await loadSdk()
      .then(({ account }) => account.createEmailVerification({ url: `${window.location.origin}/verify-email` }))
      .catch((error: unknown) => console.info('Verification e-mail not sent', error));
    if (values.newsletter) await subscribeToNewsletter(email, name, 'signup');
    await finish('Account created successfully!');
    return null;
  }

  async function signInWith(provider: SocialProvider) {
    try {
      const { account, OAuthProvider } = await loadSdk();
      account.createOAuth2Token({
        provider: OAuthProvider[SDK_PROVIDERS[provider.id]],
        success: `${window.location.origin}/auth/success`,
        failure: `${window.location.origin}/auth/failure`,
      });
    } catch {
      // docs/product.md §8: 'Failed to login with Google' / 'Failed to login with Apple'.
      toast.error(`Failed to login with ${provider.name}`);
    }
  }

  return { signIn, signInWithCode, signUp, signInWith, completeSecondFactor, finish };
}
