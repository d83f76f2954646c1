import { Navigate } from '@/lib/router/navigate';
import { useLogout } from '@/components/auth/use-logout';
import { owesSecondFactor } from '@/data/session';
import { loadSdk } from '@/lib/sdk';
import { AccountLinkPage, LinkInProgress, UnusableLink } from './account-link-page';
import { type AccountLink, linkFailureMessage } from './link-params';
import { MfaChallengeStep } from './mfa-challenge-step';
import { useAuthActions } from './use-auth-actions';
import { useRedeemLink } from './use-redeem-link';

const NEW_LINK = { to: '/login', label: 'Back to Sign In' };

/** /auth/magic, the target of the mailed sign-in link: trades it for a session (decision 011 item 8). */
export function MagicLinkPage() {
  return (
    <AccountLinkPage title="Signing you in" kind="sign-in" newLink={NEW_LINK}>
      {(link) => <MagicSignIn link={link} />}
    </AccountLinkPage>
  );
}

type Outcome = 'signed-in' | 'second-factor';

function MagicSignIn({ link }: { link: AccountLink }) {
  const { finish } = useAuthActions();
  const logout = useLogout();
  const signIn = useRedeemLink('magic-url-session', link, async (): Promise<Outcome> => {
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
  });

  if (signIn.isPending) return <LinkInProgress>Signing you in...</LinkInProgress>;
  if (signIn.isError) {
    return <UnusableLink message={linkFailureMessage(signIn.error, 'sign-in', 'Failed to sign in with this link')} action={NEW_LINK} />;
  }
  if (signIn.data === 'second-factor') {
    return (
      <MfaChallengeStep
        onVerified={() => finish('Logged in successfully!')}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
    );
  }
  return <Navigate to="/" replace />;
}
