import { apiRequest } from '@/lib/api';

/** GET /api/debug/status: the server's checks and environment — kinds and names, never a secret. */
export interface DebugStatus {
  projectId: string;
  endpointPath: string;
  database: { kind: 'pglite' | 'postgres'; status: 'up' | 'down' };
  mail: { transport: 'smtp' | 'outbox'; server?: string; status: 'up' | 'down' | 'queued'; message?: string };
  payments: { mode: 'stripe-live' | 'stripe-test' | 'test-cards' };
}

export const fetchDebugStatus = () => apiRequest<DebugStatus>('/debug/status');

export const DATABASE_LABELS: Record<DebugStatus['database']['kind'], string> = {
  pglite: 'PGlite (embedded PostgreSQL)',
  postgres: 'PostgreSQL',
};

export const PAYMENT_LABELS: Record<DebugStatus['payments']['mode'], string> = {
  'stripe-live': 'Stripe (live)',
  'stripe-test': 'Stripe (test mode)',
  'test-cards': 'Built-in test cards',
};

export function mailLabel(mail: DebugStatus['mail']): string {
  return mail.transport === 'smtp' ? `SMTP (${mail.server ?? 'unknown server'})` : 'Outbox only (no SMTP_URL)';
}
