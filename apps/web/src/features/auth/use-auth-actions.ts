import { useQueryClient } from '@tanstack/react-query';
import { AppwriteException, ID, OAuthProvider } from 'appwrite';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SESSION_QUERY_KEY } from '@/data/session';
import { apiRequest } from '@/lib/api';
import { account } from '@/lib/appwrite';

type Source = 'login' | 'signup';

/** A social sign-in the server reports as enabled: Google, Apple or the shop's own OpenID Connect provider. */
export interface SocialProvider {
  id: 'google' | 'apple' | 'oidc';
  /** The server's display name: 'Google', 'Apple', or OIDC_NAME. */
  name: string;
}

const SDK_PROVIDERS = { google: OAuthProvider.Google, apple: OAuthProvider.Apple, oidc: OAuthProvider.Oidc } as const;

function serverMessage(error: unknown, fallback: string): string {
  return error instanceof AppwriteException && error.message ? error.message : fallback;
}

/** SPEC.md §4 'Newsletter subscribe': attempted after sign-in or sign-up; a failure is only logged. */
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

/** Sign in, sign up and social sign-in (SPEC.md §4 'Session', §8 'Account toasts'). */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();

  async function finish(message: string) {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    toast.success(message);
    void navigate(returnPath, { replace: true });
  }

  async function signIn(values: { email: string; password: string; newsletter: boolean }): Promise<string | null> {
    try {
      await account.createEmailPasswordSession({ email: values.email.trim(), password: values.password });
    } catch (error) {
      const message = serverMessage(error, 'Invalid email or password');
      toast.error(message);
      return message;
    }
    if (values.newsletter) {
      const user = await account.get().catch(() => null);
      await subscribeToNewsletter(values.email.trim(), user?.name ?? '', 'login');
    }
    await finish('Logged in successfully!');
    return null;
  }

  async function signUp(values: { name: string; email: string; password: string; newsletter: boolean }): Promise<string | null> {
    const email = values.email.trim();
    const name = values.name.trim();
    try {
      await account.create({ userId: ID.unique(), email, password: values.password, name });
      await account.createEmailPasswordSession({ email, password: values.password });
    } catch (error) {
      const message = serverMessage(error, 'Failed to create account');
      toast.error(message);
      return message;
    }
    // Best-effort: the account works without a verified address (SPEC.md §6 'Unverified e-mail').
    await account.createEmailVerification({ url: `${window.location.origin}/verify-email` }).catch((error: unknown) => console.info('Verification e-mail not sent', error));
    if (values.newsletter) await subscribeToNewsletter(email, name, 'signup');
    await finish('Account created successfully!');
    return null;
  }

  function signInWith(provider: SocialProvider) {
    try {
      account.createOAuth2Token({
        provider: SDK_PROVIDERS[provider.id],
        success: `${window.location.origin}/auth/success`,
        failure: `${window.location.origin}/auth/failure`,
      });
    } catch {
      // SPEC.md §8: 'Failed to login with Google' / 'Failed to login with Apple'.
      toast.error(`Failed to login with ${provider.name}`);
    }
  }

  return { signIn, signUp, signInWith };
}
