import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe HTTP endpoints Pura calls, speaking Stripe's wire format
 * (form-encoded requests, JSON objects and errors, Idempotency-Key replay) so the real `stripe`
 * SDK runs against it unchanged. Tests move intents along as Stripe.js and the bank would, and
 * sign webhook events with the same secret the server verifies against.
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_pura_fake_secret';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_pura_fake_publishable';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_pura_fake_webhook_secret';

type IntentStatus = Stripe.PaymentIntent.Status;

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  created: number;
  livemode: false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

export interface SignedEvent {
  id: string;
  body: string;
  signature: string;
}

export interface FakeStripe {
  url: string;
  /** STRIPE_* variables pointing a test server at this fake. */
  env: Record<string, string>;
  /** Every API call received, oldest first. */
  requests: RecordedRequest[];
  intent(id: string): FakeIntent;
  /** The shopper's payment went through. */
  succeed(id: string): FakeIntent;
  /** The payment was refused; the intent waits for another payment method, as on Stripe. */
  fail(id: string, error?: Partial<NonNullable<FakeIntent['last_payment_error']>>): FakeIntent;
  /** Accepted but not settled yet (bank debits, some wallets). */
  startProcessing(id: string): FakeIntent;
  /** A webhook event about the intent as it is now, signed like Stripe signs it. */
  signedEvent(type: string, intentId: string, options?: { eventId?: string; timestamp?: number; secret?: string }): SignedEvent;
  close(): Promise<void>;
}

interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, IdempotentAnswer>();
  const requests: RecordedRequest[] = [];

  const handle = (method: string, path: string, params: Record<string, unknown>, idempotencyKey: string | null): [number, unknown] => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const fingerprint = JSON.stringify(params);
      const previous = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          return [
            400,
            stripeError(
              'idempotency_error',
              undefined,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            ),
          ];
        }
        return [previous.status, previous.body];
      }
      const answer = createIntent(params);
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status: answer[0], body: answer[1] });
      return answer;
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match ? intents.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && !intent) {
      return [404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`, 'intent')];
    }
    if (intent && method === 'GET' && !match?.[2]) return [200, intent];
    if (intent && method === 'POST' && match?.[2]) {
      if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
        return [
          400,
          stripeError(
            'invalid_request_error',
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action.`,
          ),
        ];
      }
      intent.status = 'canceled';
      return [200, intent];
    }
    return [404, stripeError('invalid_request_error', undefined, `Unrecognized request URL (${method}: ${path}).`)];
  };

  const createIntent = (params: Record<string, unknown>): [number, unknown] => {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return [400, stripeError('invalid_request_error', 'amount_too_small', 'Amount must be at least €0.50 eur', 'amount')];
    }
    const id = `pi_${randomToken(24)}`;
    const automatic = params.automatic_payment_methods as Record<string, string> | undefined;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: String(params.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomToken(24)}`,
      metadata: { ...(params.metadata as Record<string, string> | undefined) },
      automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return [200, intent];
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const params = parseForm(Buffer.concat(chunks).toString('utf8'));
      const idempotencyKey = header(request, 'idempotency-key');
      requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey, params });
      const [status, body] =
        header(request, 'authorization') === `Bearer ${FAKE_STRIPE_SECRET_KEY}`
          ? handle(request.method ?? 'GET', url.pathname, params, idempotencyKey)
          : [401, stripeError('invalid_request_error', undefined, 'Invalid API Key provided.')];
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomToken(14)}` });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const intent = (id: string): FakeIntent => {
    const found = intents.get(id);
    if (!found) throw new Error(`the fake Stripe has no payment intent ${id}`);
    return found;
  };

  return {
    url,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    },
    requests,
    intent,
    succeed(id) {
      const found = intent(id);
      found.status = 'succeeded';
      found.last_payment_error = null;
      return found;
    },
    fail(id, error = {}) {
      const found = intent(id);
      found.status = 'requires_payment_method';
      found.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        ...error,
      };
      return found;
    },
    startProcessing(id) {
      const found = intent(id);
      found.status = 'processing';
      return found;
    },
    signedEvent(type, intentId, options = {}) {
      const id = options.eventId ?? `evt_${randomToken(24)}`;
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      // Pretty-printed like Stripe's own deliveries: the signature covers these exact bytes.
      const body = JSON.stringify(
        {
          id,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: timestamp,
          type,
          data: { object: intent(intentId) },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
        },
        null,
        2,
      );
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
        timestamp,
      });
      return { id, body, signature };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function stripeError(type: string, code: string | undefined, message: string, param?: string) {
  return { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Stripe's form encoding: `a=1&metadata[userId]=u1&automatic_payment_methods[enabled]=true`. */
function parseForm(text: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (nested?.[1] && nested[2]) {
      const group = (params[nested[1]] ??= {}) as Record<string, string>;
      group[nested[2]] = value;
    } else {
      params[key] = value;
    }
  }
  return params;
}

function randomToken(length: number): string {
  return randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);
}
