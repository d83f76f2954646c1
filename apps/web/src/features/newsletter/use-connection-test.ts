import { useQuery } from '@tanstack/react-query';
import { appwriteEndpoint, runtimeConfig } from '@/lib/runtime-config';
import { loadSdk } from '@/lib/sdk';
import { DATABASE_LABELS, type DebugStatus, fetchDebugStatus, mailLabel } from './debug-status';
import type { AppendDebugLog } from './use-debug-log';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Checks the back end (the Appwrite endpoint answers its ping), the database and the mail
 * transport, logging each step. Never throws: the log says what failed, and the status, when
 * the server could answer, still fills the environment summary.
 */
export async function runConnectionTest(log: AppendDebugLog): Promise<DebugStatus | null> {
  const endpoint = appwriteEndpoint();
  log('info', `Testing connection to ${endpoint}…`);
  let status: DebugStatus | null = null;
  try {
    const { appwriteClient } = await loadSdk();
    await appwriteClient.ping();
    status = await fetchDebugStatus();
    log('success', `✅ Back end reachable (project ${runtimeConfig().projectId})`);
    const database = DATABASE_LABELS[status.database.kind] ?? status.database.kind;
    if (status.database.status !== 'up') throw new Error(`database ${database} is unreachable`);
    log('success', `✅ Database up: ${database}`);
    if (status.mail.status === 'down')
      throw new Error(`mail transport ${mailLabel(status.mail)} is unreachable: ${status.mail.message ?? 'no answer'}`);
    log(
      'success',
      status.mail.transport === 'smtp'
        ? `✅ Mail transport ready: ${mailLabel(status.mail)}`
        : '✅ Mail transport: outbox only — mails are kept for the admin until SMTP_URL is set',
    );
  } catch (error) {
    log('error', `❌ Connection test failed: ${messageOf(error)}`);
  }
  return status;
}

/**
 * The connection test as a query: it runs once when the page opens (a fresh run on every visit:
 * nothing is kept after the page closes) and again on `refetch` (the Test Connection button).
 * `log` must be stable (useDebugLog's append is).
 */
export function useConnectionTest(log: AppendDebugLog) {
  return useQuery({
    queryKey: ['newsletter-debug', 'connection'],
    queryFn: () => runConnectionTest(log),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
