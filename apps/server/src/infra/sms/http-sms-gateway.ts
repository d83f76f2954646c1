import type { SmsTransport } from './sms-transport.ts';

// A gateway that has not answered by then is counted as a failure and retried later.
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Delivers texts through an HTTP SMS gateway (SMS_GATEWAY_URL): one POST of JSON `{to, body}`
 * per text. Any 2xx answer means accepted; anything else, or no answer in time, is a failure
 * the outbox retries.
 */
export function createHttpSmsGateway(url: string): SmsTransport {
  return {
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: sms.to, body: sms.body }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      // Drain the answer so the connection can be reused; its content does not matter.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
