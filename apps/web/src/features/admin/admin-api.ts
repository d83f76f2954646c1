import type { AdminShopSettings, ShopSettings } from '@pura/core/settings/shop-settings';
import type { Dashboard, OutboxEntry, OutboxMessage, OutboxPage } from '@pura/core/schemas/admin-api';
import type { Shipment } from '@pura/core/orders/order-status';
import { apiRequest } from '@/lib/api';

/** The admin area's calls to /api/admin (what the SDK cannot do); failures arrive as ApiError. */

export const adminKeys = {
  dashboard: (lowStock: number) => ['admin', 'dashboard', lowStock] as const,
  outbox: (cursor: string | undefined) => ['admin', 'outbox', cursor ?? ''] as const,
  outboxMessage: (id: string) => ['admin', 'outbox-message', id] as const,
  settings: ['admin', 'settings'] as const,
};

export function fetchDashboard(lowStock: number): Promise<Dashboard> {
  return apiRequest(`/admin/dashboard?days=30&lowStock=${lowStock}`);
}

/** `shipment` goes with "shipped": its carrier and tracking number reach the customer's mail. */
export function changeOrderStatus(orderId: string, status: string, shipment?: Shipment): Promise<Record<string, unknown>> {
  return apiRequest(`/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'PATCH', body: { status, ...shipment } });
}

export function fetchOutbox(cursor: string | undefined, limit: number): Promise<OutboxPage> {
  return apiRequest(`/admin/outbox?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
}

/** One message with its text and a mail's HTML (show that only in a sandboxed frame: mail-frame.ts). */
export function fetchOutboxMessage(id: string): Promise<OutboxMessage> {
  return apiRequest(`/admin/outbox/${encodeURIComponent(id)}`);
}

export function resendOutboxEntry(id: string): Promise<OutboxEntry> {
  return apiRequest(`/admin/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST', body: {} });
}

/** The CSV download is a plain link: the browser sends the session cookie and saves the file. */
export const SUBSCRIBERS_CSV_URL = '/api/admin/subscribers.csv';

export function fetchShopSettings(): Promise<AdminShopSettings> {
  return apiRequest('/admin/settings');
}

export function saveShopSettings(settings: ShopSettings): Promise<AdminShopSettings> {
  return apiRequest('/admin/settings', { method: 'PUT', body: settings });
}
