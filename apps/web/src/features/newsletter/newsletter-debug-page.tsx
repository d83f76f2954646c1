import { Eraser, MailPlus, PlugZap } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DebugEnvironment } from './debug-environment';
import { DebugLogPanel } from './debug-log-panel';
import { useConnectionTest } from './use-connection-test';
import { useDebugLog } from './use-debug-log';
import { useNewsletterSubscribe } from './use-newsletter-subscribe';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unknown error');

/** /newsletter-debug (docs/product.md §2, decision 010 item 4): connection and subscription tests with a log. */
export function NewsletterDebugPage() {
  const log = useDebugLog();
  const connection = useConnectionTest(log.append);
  const subscribe = useNewsletterSubscribe('debug-page');
  const [email, setEmail] = useState('');
  const emailId = useId();
  const logTitleId = useId();

  function testSubscription(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    // docs/product.md §5 'Debug subscription test'.
    if (!address) return log.append('error', 'Please enter an email address');
    log.append('info', `Testing subscription for ${address} (source debug-page)…`);
    subscribe.mutate(address, {
      onSuccess: (result) =>
        log.append(
          'success',
          result.confirmed
            ? `✅ Subscription successful: ${address} is already confirmed`
            : `✅ Subscription successful: ${address} — a confirmation e-mail was sent`,
        ),
      onError: (error) => log.append('error', `❌ Subscription failed: ${messageOf(error)}`),
    });
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-dark">Developer tools</p>
        <h1 className="text-4xl font-semibold text-forest sm:text-5xl">Newsletter Debug</h1>
        <p className="max-w-2xl text-lg text-muted">
          Checks the back end and the mail transport, and sends a test subscription. Switch this page off in production with
          DEBUG_PAGES=false.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-xl font-semibold text-forest">Environment</h2>
          </CardHeader>
          <CardContent>
            <DebugEnvironment status={connection.data} loading={connection.isFetching} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-xl font-semibold text-forest">Tests</h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <form onSubmit={testSubscription} noValidate className="flex flex-col gap-2">
              <Label htmlFor={emailId}>Test e-mail</Label>
              <EmailInput id={emailId} value={email} onValueChange={setEmail} />
              <div className="mt-3 flex flex-wrap gap-3">
                <Button type="button" variant="outline" onClick={() => void connection.refetch()} disabled={connection.isFetching}>
                  <PlugZap aria-hidden="true" />
                  {connection.isFetching ? 'Testing…' : 'Test Connection'}
                </Button>
                <Button type="submit" disabled={subscribe.isPending}>
                  <MailPlus aria-hidden="true" />
                  {subscribe.isPending ? 'Subscribing…' : 'Test Subscription'}
                </Button>
                <Button type="button" variant="ghost" onClick={log.clear}>
                  <Eraser aria-hidden="true" />
                  Clear Log
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      <section className="flex flex-col gap-3">
        <h2 id={logTitleId} className="text-2xl font-semibold text-forest">
          Log
        </h2>
        <DebugLogPanel entries={log.entries} labelledBy={logTitleId} />
      </section>
    </div>
  );
}
