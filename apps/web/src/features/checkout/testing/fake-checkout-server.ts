import type { CheckoutSessionResponse, PaymentResult } from '@pura/core/schemas/checkout-api';
import { vi } from 'vitest';
import { defaultQuizRoutines } from '@/data/testing/fake-quiz-routines';

type Answer = { status: number; body: unknown };
type Route = (body: Record<string, unknown>) => Answer;

/** A session answer as the server sends it; totals deliberately differ from the cart's own maths. */
export function sessionAnswer(overrides: Partial<CheckoutSessionResponse> = {}): CheckoutSessionResponse {
  return {
    paymentIntentId: 'pi_test_1',
    clientSecret: 'pi_test_1_secret_abc',
    provider: 'test',
    publishableKey: null,
    currency: 'eur',
    amountMinorUnits: 4321,
    totals: {
      subtotalCents: 4200,
      bundleDiscountCents: 0,
      taxCents: 121,
      taxMode: 'added_at_checkout',
      taxRateBasisPoints: 800,
      shippingCents: 0,
      totalCents: 4321,
    },
    reservationExpiresAt: '2030-01-01T00:15:00.000Z',
    ...overrides,
  };
}

export const paid = (orderId: string | null = 'order-1'): PaymentResult => ({
  status: 'succeeded',
  paymentIntentId: 'pi_test_1',
  order: orderId ? { id: orderId, reference: 'ORD-000042', totalCents: 4321 } : null,
});

export const refused = (type: string, message: string, status = 402): Answer => ({
  status,
  body: { message, code: status, type: 'payment_failed', version: '1', paymentError: { type, code: 'card_declined', message } },
});

/**
 * Stands in for the server's /api checkout routes through `fetch`: each route answers from a
 * queue (the last answer repeats), and every request body is recorded. GET /api/quiz-routines,
 * which the totals read, answers the default quizzes' routines and is not recorded.
 */
export function fakeCheckoutServer(routes: Record<string, Array<Answer | Route>>) {
  const requests: Array<{ path: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://shop.test').pathname;
    if (path === '/api/quiz-routines') return new Response(JSON.stringify(defaultQuizRoutines()), { status: 200 });
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, body });
    const queue = routes[path];
    if (!queue || queue.length === 0) throw new TypeError('Failed to fetch');
    const next = queue.length > 1 ? queue.shift() : queue[0];
    const answer = typeof next === 'function' ? next(body) : (next as Answer);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

export const ok = (body: unknown): Answer => ({ status: 200, body });
