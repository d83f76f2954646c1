import type { ReactNode } from 'react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The frame of the pages a mailed link opens (/reset-password, /verify-email). */
export function AccountLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="text-center text-4xl font-semibold text-forest">{title}</h1>
      <Card className="flex flex-col gap-4 p-6">{children}</Card>
    </div>
  );
}

/** A link that cannot be used: says why and offers the way to a new one. */
export function UnusableLink({ message, action }: { message: string; action: { to: string; label: string } }) {
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
