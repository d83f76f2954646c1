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

/** /verify-email, the target of the verification mail: completes it and says so (issue 7 item 3). */
export function VerifyEmailPage() {
  return (
    <AccountLinkPage title="Verify your e-mail" kind="verification" newLink={NEW_LINK}>
      {(link) => <Verification link={link} />}
    </AccountLinkPage>
  );
}

function Verification({ link }: { link: AccountLink }) {
  const queryClient = useQueryClient();
  const verification = useRedeemLink('email-verification', link, async (): Promise<'verified' | 'already-verified'> => {
    const { account } = await loadSdk();
    try {
      await account.updateEmailVerification(link);
    } catch (error) {
      // Opened again, or a mail scanner opened it first: when the link's own account is the one
      // signed in here and is verified, that is done, not a broken link.
      if (isAppwriteError(error) && error.type === 'user_invalid_token' && (await isVerifiedHere(link.userId))) return 'already-verified';
      throw error;
    }
    await refreshSession(queryClient);
    return 'verified';
  });

  if (verification.isPending) return <LinkInProgress>Verifying your e-mail address...</LinkInProgress>;
  if (verification.isError) {
    return <UnusableLink message={linkFailureMessage(verification.error, 'verification', 'Failed to verify your e-mail address')} action={NEW_LINK} />;
  }
  return (
    <>
      <p role="status" className="rounded-xl bg-sage-100 px-4 py-3 text-sm text-forest">
        {verification.data === 'already-verified' ? 'Your e-mail address is already verified. There is nothing more to do.' : 'Your e-mail address is verified. Thank you!'}
      </p>
      <Button asChild>
        <Link to="/shop">Continue Shopping</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/profile">Go to your profile</Link>
      </Button>
    </>
  );
}

async function isVerifiedHere(userId: string): Promise<boolean> {
  try {
    const user = await (await loadSdk()).account.get();
    return user.$id === userId && user.emailVerification;
  } catch {
    return false;
  }
}
