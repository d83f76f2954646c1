import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@pura/core/schemas/analytics-events';
import { ANALYTICS_ENDPOINT, newAnalyticsSessionId, trackEvent } from './analytics';

const started: AnalyticsEvent = { name: 'quiz_started', quiz: 'skincare', sessionId: '0123456789abcdef', properties: { language: 'de' } };

afterEach(() => vi.unstubAllGlobals());

describe('trackEvent (docs/product.md §7 Analytics events)', () => {
  it('sends the event to window.gtag when it exists and to POST /api/events with keepalive', () => {
    const gtag = vi.fn();
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('gtag', gtag);
    vi.stubGlobal('fetch', fetchMock);
    trackEvent(started);
    expect(gtag).toHaveBeenCalledWith('event', 'quiz_started', { language: 'de', quiz: 'skincare' });
    expect(fetchMock).toHaveBeenCalledWith(
      ANALYTICS_ENDPOINT,
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(started) }),
    );
  });

  it('uses sendBeacon for pagehide and falls back to fetch when the beacon is refused', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    trackEvent(started, 'beacon');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe(JSON.stringify(started));
    expect(fetchMock).not.toHaveBeenCalled();

    sendBeacon.mockReturnValue(false);
    trackEvent(started, 'beacon');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never throws or logs when the tag, the network or fetch itself fail', async () => {
    vi.stubGlobal('gtag', () => {
      throw new Error('tag broken');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(() => trackEvent(started)).not.toThrow();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('keepalive quota exceeded');
    });
    expect(() => trackEvent(started)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('makes 32-hex-digit run ids that differ', () => {
    const a = newAnalyticsSessionId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newAnalyticsSessionId()).not.toBe(a);
  });
});
