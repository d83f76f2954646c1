import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { refreshSession } from '@/data/session';
import { isAppwriteError } from '@/lib/appwrite-error';
import { loadSdk } from '@/lib/sdk';
import { AccountLinkPage, LinkInProgress, UnusableLink } from './account-link-page';
import { type AccountLink, linkFailureMessage } from './link-params';
import { useRedeemLink } from './use-redeem-link';

// The profile offers 'Resend verification e-mail'; the guard sends a signed-out visitor to sign in first.
const NEW_LINK = { to: '/profile', label: 'Go to your profile' };

/** /verify-email, the target of the verification mail: completes it and says so (decision 007 item 3). */
export function VerifyEmailPage() {
  return (
    <AccountLinkPage title="Verify your e-mail" kind="verification" newLink={NEW_LINK}>
      {(link) => <Verification link={link} />}
    </AccountLinkPage>
  );
}

/**
 * `signedOut`: nobody is signed in here once the address is verified — the link was opened on
 * another device, or the verification itself ended the account's sign-ins (the server does that
 * when it makes an address on the shop's admin list admin: whoever registered it may not own it).
 * The profile would only send them to sign in, so the page offers that.
 */
type Outcome = { verified: 'now' | 'already'; signedOut: boolean };

function Verification({ link }: { link: AccountLink }) {
  const queryClient = useQueryClient();
  const verification = useRedeemLink('email-verification', link, async (): Promise<Outcome> => {
    const { account } = await loadSdk();
    try {
      await account.updateEmailVerification(link);
    } catch (error) {
      // Opened again, or a mail scanner opened it first: when the link's own account is the one
      // signed in here and is verified, that is done, not a broken link.
      if (isAppwriteError(error) && error.type === 'user_invalid_token' && (await isVerifiedHere(link.userId)))
        return { verified: 'already', signedOut: false };
      throw error;
    }
    await refreshSession(queryClient);
    return { verified: 'now', signedOut: !(await isSignedIn()) };
  });

  if (verification.isPending) return <LinkInProgress>Verifying your e-mail address...</LinkInProgress>;
  if (verification.isError) {
    return (
      <UnusableLink
        message={linkFailureMessage(verification.error, 'verification', 'Failed to verify your e-mail address')}
        action={NEW_LINK}
      />
    );
  }
  const { verified, signedOut } = verification.data;
  return (
    <>
      <p role="status" className="rounded-xl bg-sage-100 px-4 py-3 text-sm text-forest">
        {verified === 'already'
          ? 'Your e-mail address is already verified. There is nothing more to do.'
          : 'Your e-mail address is verified. Thank you!'}
        {signedOut && ' Sign in to see your account: with your password, or with a code or link we e-mail you.'}
      </p>
      <Button asChild>
        <Link to="/shop">Continue Shopping</Link>
      </Button>
      <Button asChild variant="outline">
        {signedOut ? <Link to="/login">Sign In</Link> : <Link to="/profile">Go to your profile</Link>}
      </Button>
    </>
  );
}

async function isSignedIn(): Promise<boolean> {
  try {
    await (await loadSdk()).account.get();
    return true;
  } catch {
    return false;
  }
}

async function isVerifiedHere(userId: string): Promise<boolean> {
  try {
    const user = await (await loadSdk()).account.get();
    return user.$id === userId && user.emailVerification;
  } catch {
    return false;
  }
}
