import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type AccountLink, type AccountLinkKind, readAccountLink, unusableLinkMessage } from './link-params';

/** Where a visitor whose link cannot be used goes for a new one. */
export interface NewLinkAction {
  to: string;
  label: string;
}

interface AccountLinkPageProps {
  title: string;
  kind: AccountLinkKind;
  newLink: NewLinkAction;
  /** The page for a complete, unexpired link. */
  children: (link: AccountLink) => ReactNode;
}

/**
 * The page a mailed link opens (/reset-password, /verify-email, /auth/magic): reads the link from
 * the URL and refuses an incomplete or expired one before any request.
 */
export function AccountLinkPage({ title, kind, newLink, children }: AccountLinkPageProps) {
  const [params] = useSearchParams();
  const state = readAccountLink(params);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="text-center text-4xl font-semibold text-forest">{title}</h1>
      <Card className="flex flex-col gap-4 p-6">
        {state.kind === 'valid' ? children(state.link) : <UnusableLink message={unusableLinkMessage(kind, state.kind)} action={newLink} />}
      </Card>
    </div>
  );
}

/** A link that cannot be used: says why and offers the way to a new one. */
export function UnusableLink({ message, action }: { message: string; action: NewLinkAction }) {
  return (
    <>
      <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
        {message}
      </p>
      <Button asChild>
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </>
  );
}

/** Shown while the server works on a link. */
export function LinkInProgress({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-center text-muted">
      {children}
    </p>
  );
}
