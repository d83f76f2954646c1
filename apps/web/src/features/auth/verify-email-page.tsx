import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/hooks';
import { Button } from '@/components/ui/button';
import { SESSION_QUERY_KEY } from '@/data/session';
import { loadSdk } from '@/lib/sdk';
import { AccountLinkPage, UnusableLink } from './account-link-page';
import { type AccountLink, linkFailureMessage, readAccountLink } from './link-params';

// The profile offers 'Resend verification e-mail'; the guard sends a signed-out visitor to sign in first.
const NEW_LINK = { to: '/profile', label: 'Go to your profile' };

/** /verify-email, the target of the verification mail: completes it and says so (issue 7 item 3). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const state = readAccountLink(params);
  return (
    <AccountLinkPage title="Verify your e-mail">
      {state.kind === 'valid' && <Verification link={state.link} />}
      {state.kind === 'incomplete' && <UnusableLink message="This verification link is incomplete. Please use the full link from the e-mail." action={NEW_LINK} />}
      {state.kind === 'expired' && <UnusableLink message="This verification link has expired. Please request a new one." action={NEW_LINK} />}
    </AccountLinkPage>
  );
}

function Verification({ link }: { link: AccountLink }) {
  const queryClient = useQueryClient();
  // A query, not an effect: it runs once per link, and a remount (Strict Mode) reuses the answer.
  const verification = useQuery({
    queryKey: ['email-verification', link.userId, link.secret],
    queryFn: async () => {
      await (await loadSdk()).account.updateEmailVerification(link);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (verification.isPending) {
    return (
      <p role="status" className="text-center text-muted">
        Verifying your e-mail address...
      </p>
    );
  }
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
