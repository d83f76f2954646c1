import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { refreshSession } from '@/data/session';
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
  const verification = useRedeemLink('email-verification', link, async () => {
    await (await loadSdk()).account.updateEmailVerification(link);
    await refreshSession(queryClient);
    return true;
  });

  if (verification.isPending) return <LinkInProgress>Verifying your e-mail address...</LinkInProgress>;
  if (verification.isError) {
    return <UnusableLink message={linkFailureMessage(verification.error, 'verification', 'Failed to verify your e-mail address')} action={NEW_LINK} />;
  }
  return (
    <>
      <p role="status" className="rounded-xl bg-sage-100 px-4 py-3 text-sm text-forest">
        Your e-mail address is verified. Thank you!
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
