import type { Page } from '@playwright/test';

/**
 * Resolves once the server has acknowledged a subscription of the page to `channel` on its
 * realtime socket (a 'connected' message naming it, or a 'response' to 'subscribe'). Call it before
 * the page opens: a change made after it resolves reaches the page, one made before may not.
 */
export function realtimeSubscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (acknowledgesSubscription(String(payload), channel)) resolve();
      });
    });
  });
}

/** Whether a frame the server sent acknowledges a subscription to `channel`. */
export function acknowledgesSubscription(frame: string, channel: string): boolean {
  let message: { type?: string; data?: { to?: string; channels?: string[]; subscriptions?: Array<{ channels?: string[] }> } };
  try {
    message = JSON.parse(frame);
  } catch {
    return false;
  }
  if (message.type === 'connected') return message.data?.channels?.includes(channel) ?? false;
  if (message.type === 'response' && message.data?.to === 'subscribe')
    return message.data.subscriptions?.some((s) => s.channels?.includes(channel)) ?? false;
  return false;
}
