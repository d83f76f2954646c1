import { apiRequest } from '@/lib/api';

/** The admin area's calls to /api/admin (what the SDK cannot do); failures arrive as ApiError. */

export interface DashboardData {
  generatedAt: string;
  days: number;
  lowStockThreshold: number;
  revenueByDay: Array<{ day: string; revenue: number; orders: number }>;
  today: { revenue: number; orders: number };
  period: { revenue: number; orders: number; averageOrderValue: number };
  topProducts: Array<{ id: string; name: string; quantity: number; revenue: number }>;
  lowStock: StockItem[];
  outOfStock: StockItem[];
  funnels: QuizFunnel[];
}

export interface StockItem {
  id: string;
  name: string;
  category: string;
  stock: number;
}

export interface QuizFunnel {
  quiz: 'skincare' | 'haircare';
  steps: Array<{ key: string; label: string; runs: number; dropOff: number | null }>;
  completionRate: number | null;
}

export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  createdAt: string;
  recipient: string;
  subject: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export const adminKeys = {
  dashboard: (lowStock: number) => ['admin', 'dashboard', lowStock] as const,
  outbox: (cursor: string | undefined) => ['admin', 'outbox', cursor ?? ''] as const,
};

export function fetchDashboard(lowStock: number): Promise<DashboardData> {
  return apiRequest(`/admin/dashboard?days=30&lowStock=${lowStock}`);
}

export function changeOrderStatus(orderId: string, status: string): Promise<Record<string, unknown>> {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'PATCH', body: { status } });
}

export function fetchOutbox(cursor: string | undefined, limit: number): Promise<{ total: number; entries: OutboxEntry[] }> {
  return apiRequest(`/admin/outbox?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
}

export function resendOutboxEntry(id: string): Promise<OutboxEntry> {
  return apiRequest(`/admin/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST', body: {} });
}

/** The CSV download is a plain link: the browser sends the session cookie and saves the file. */
export const SUBSCRIBERS_CSV_URL = '/api/admin/subscribers.csv';
