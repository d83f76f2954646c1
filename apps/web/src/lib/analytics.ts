import type { AnalyticsEvent } from '@pura/core/schemas/analytics-events';

declare global {
  interface Window {
    /** Google's tag function, present only when a shop adds a Google tag to its page. */
    gtag?: (command: 'event', eventName: string, params?: Record<string, unknown>) => void;
  }
}

/** The first-party endpoint that stores events for the admin funnel (apps/server shop/analytics). */
export const ANALYTICS_ENDPOINT = '/api/events';

/**
 * How to send: 'beacon' while the page is going away (pagehide), where only sendBeacon or a
 * keepalive request survive; 'fetch' otherwise.
 */
export type AnalyticsTransport = 'fetch' | 'beacon';

/**
 * Records one funnel event (docs/product.md §7 'Analytics events'): to `window.gtag` when the page has
 * one, and to POST /api/events. Fire and forget: analytics never throws, never logs and never
 * delays what the shopper is doing — a lost event is better than a broken quiz.
 */
export function trackEvent(event: AnalyticsEvent, transport: AnalyticsTransport = 'fetch'): void {
  try {
    window.gtag?.('event', event.name, { ...event.properties, ...(event.quiz ? { quiz: event.quiz } : {}) });
  } catch {
    // A third-party tag failing is not the shop's problem.
  }

  const body = JSON.stringify(event);
  if (transport === 'beacon' && typeof navigator.sendBeacon === 'function') {
    try {
      // application/json keeps the request same-origin-only (a cross-site form cannot forge it).
      if (navigator.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // Fall through to fetch with keepalive.
    }
  }
  try {
    void fetch(ANALYTICS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'same-origin',
      // Lets the request finish when the shopper navigates away or closes the tab.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself unavailable or refusing (e.g. keepalive quota): drop the event.
  }
}

/**
 * A random id for one quiz run, so the funnel can follow it without any login. Built from
 * getRandomValues because crypto.randomUUID is missing on plain-http self-hosted shops.
 */
export function newAnalyticsSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
