/**
 * The wire contract of the admin area's /api/admin routes (decision 009), read by the web app and
 * answered by the server from these same types. Money is in euros here: the dashboard's figures
 * are for reading, never for charging.
 *
 *   GET   /api/admin/dashboard?days=30&lowStock=5      → 200 Dashboard
 *   PATCH /api/admin/orders/{orderId}/status           → 200 the order document
 *   GET   /api/admin/subscribers.csv                   → 200 text/csv
 *   GET   /api/admin/outbox?limit=&cursor=&status=     → 200 OutboxPage
 *   GET   /api/admin/outbox/{messageId}                → 200 OutboxMessage
 *   POST  /api/admin/outbox/{messageId}/resend         → 200 OutboxEntry
 */

import type { QuizKind } from '../quiz/questions.ts';

/** The figures of the admin dashboard for the `days` UTC days ending today. */
export interface Dashboard {
  generatedAt: string;
  days: number;
  lowStockThreshold: number;
  revenueByDay: Array<{ day: string; revenue: number; orders: number }>;
  today: { revenue: number; orders: number };
  period: { revenue: number; orders: number; averageOrderValue: number };
  topProducts: Array<{ id: string; name: string; quantity: number; revenue: number }>;
  lowStock: StockItem[];
  outOfStock: StockItem[];
  /** Confirmed back-in-stock requests waiting for their product (docs/product.md §4 'Back in stock'). */
  stockAlertsWaiting: number;
  funnels: QuizFunnel[];
}

export interface StockItem {
  id: string;
  name: string;
  category: string;
  stock: number;
}

export interface FunnelStep {
  key: string;
  label: string;
  runs: number;
  /** Share of the previous step's runs that did not reach this one (0–1); null when the previous step had none. */
  dropOff: number | null;
}

/** One quiz version's funnel (docs/quizzes.md): runs are counted per version they answered. */
export interface QuizFunnel {
  quiz: QuizKind;
  version: number;
  /** Whether it is the version new visitors get now. */
  live: boolean;
  steps: FunnelStep[];
  /** Completed runs ÷ started runs (0–1); null before any run started. */
  completionRate: number | null;
}

export type OutboxChannel = 'email' | 'sms';

/**
 * One outgoing mail or text. Bodies are never listed: they carry sign-in links and one-time codes;
 * the admin opens one message at a time (OutboxMessage).
 */
export interface OutboxEntry {
  id: string;
  channel: OutboxChannel;
  createdAt: string;
  recipient: string;
  /** The mail's subject; for a text, what it is for (its kind). */
  subject: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** A page of the outbox, newest first; `total` counts every message the filter matches. */
export interface OutboxPage {
  total: number;
  entries: OutboxEntry[];
}

/**
 * One message with its content, as the admin opens it: an owner without SMTP reads a reset link
 * or a sign-in code here (docs/owner-guide.md). A text has no HTML part.
 */
export interface OutboxMessage extends OutboxEntry {
  text: string;
  /** The mail's HTML part, shown only inside a sandboxed frame: it may carry anything. */
  html: string | null;
}
