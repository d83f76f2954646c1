import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@/lib/router/navigate';
import { useSearchParams } from '@/lib/router/hooks';
import { useLogout } from '@/components/auth/use-logout';
import { owesSecondFactor } from '@/data/session';
import { loadSdk } from '@/lib/sdk';
import { AccountLinkPage, UnusableLink } from './account-link-page';
import { type AccountLink, linkFailureMessage, readAccountLink } from './link-params';
import { MfaChallengeStep } from './mfa-challenge-step';
import { useAuthActions } from './use-auth-actions';

const NEW_LINK = { to: '/login', label: 'Back to Sign In' };

/** /auth/magic, the target of the mailed sign-in link: trades it for a session (issue 11 item 8). */
export function MagicLinkPage() {
  const [params] = useSearchParams();
  const state = readAccountLink(params);
  return (
    <AccountLinkPage title="Signing you in">
      {state.kind === 'valid' && <MagicSignIn link={state.link} />}
      {state.kind === 'incomplete' && <UnusableLink message="This sign-in link is incomplete. Please use the full link from the e-mail." action={NEW_LINK} />}
      {state.kind === 'expired' && <UnusableLink message="This sign-in link has expired. Please request a new one." action={NEW_LINK} />}
    </AccountLinkPage>
  );
}

type Outcome = 'signed-in' | 'second-factor';

function MagicSignIn({ link }: { link: AccountLink }) {
  const { finish } = useAuthActions();
  const logout = useLogout();
  // A query, not an effect: the secret is single-use, and a remount (Strict Mode) must reuse the answer.
  const signIn = useQuery({
    queryKey: ['magic-url-session', link.userId, link.secret],
    queryFn: async (): Promise<Outcome> => {
      const { account } = await loadSdk();
      await account.createSession(link);
      try {
        await account.get();
      } catch (error) {
        if (owesSecondFactor(error)) return 'second-factor';
        throw error;
      }
      await finish('Logged in successfully!');
      return 'signed-in';
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (signIn.isPending) {
    return (
      <p role="status" className="text-center text-muted">
        Signing you in...
      </p>
    );
  }
  if (signIn.isError) {
    return <UnusableLink message={linkFailureMessage(signIn.error, 'sign-in', 'Failed to sign in with this link')} action={NEW_LINK} />;
  }
  if (signIn.data === 'second-factor') {
    return <MfaChallengeStep onVerified={() => finish('Logged in successfully!')} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />;
  }
  return <Navigate to="/" replace />;
}

