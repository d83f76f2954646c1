import { appwriteEndpoint, runtimeConfig } from '@/lib/runtime-config';
import { DATABASE_LABELS, type DebugStatus, PAYMENT_LABELS, mailLabel } from './debug-status';

/** What this shop is connected to — names and kinds only, never a key or password. */
export function DebugEnvironment({ status, loading }: { status: DebugStatus | null | undefined; loading: boolean }) {
  const pending = loading ? 'Checking…' : 'Unavailable';
  const rows: Array<[string, string]> = [
    ['Endpoint', appwriteEndpoint()],
    ['Project ID', runtimeConfig().projectId],
    ['Database', status ? (DATABASE_LABELS[status.database.kind] ?? status.database.kind) : pending],
    ['Mail transport', status ? mailLabel(status.mail) : pending],
    ['Payment mode', status ? (PAYMENT_LABELS[status.payments.mode] ?? status.payments.mode) : pending],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-all font-mono text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
