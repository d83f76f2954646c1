import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import type { TestServer } from '../helpers/test-server.ts';
import type { SignedIn } from '../helpers/accounts.ts';
import type { SignedEvent } from './fake-stripe-server.ts';

/** Helpers of the Stripe suites: the calls the web app and Stripe make, as they make them. */

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function answer(response: Response): Promise<ApiAnswer> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const SHIPPING_ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', address: 'Ringstraße 1', city: 'Vienna', zipCode: '1010' };

/** A product straight in the catalogue (admins create them through the same documents API). */
export async function addProduct(server: TestServer, id: string, data: { name: string; price: number; stock: number }) {
  return serverDocuments(server.app).create('products', {
    documentId: id,
    data: { ...data, description: `${data.name} for the Stripe suite`, category: 'skincare' },
  });
}

export async function productStock(server: TestServer, id: string): Promise<number | null> {
  const product = await serverDocuments(server.app).get('products', id);
  return (product?.stock as number | null | undefined) ?? null;
}

/** Every order created for a payment intent (there must never be more than one). */
export async function ordersFor(server: TestServer, paymentIntentId: string) {
  const { documents } = await serverDocuments(server.app).list('orders', [
    { method: 'equal', attribute: 'paymentIntentId', values: [paymentIntentId] },
  ]);
  return documents;
}

export async function createCheckoutSession(
  server: TestServer,
  shopper: SignedIn,
  items: Array<{ productId: string; quantity: number; isBundle?: boolean }>,
): Promise<ApiAnswer> {
  const response = await fetch(`${server.url}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: shopper.cookieHeader },
    body: JSON.stringify({ items: items.map((item) => ({ isBundle: false, ...item })), shippingAddress: SHIPPING_ADDRESS }),
  });
  return answer(response);
}

/** What the web app calls after Stripe.js confirmed the payment (or came back from a redirect). */
export async function completePayment(server: TestServer, shopper: SignedIn, paymentIntentId: string): Promise<ApiAnswer> {
  const response = await fetch(`${server.url}/api/payments/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: shopper.cookieHeader },
    body: JSON.stringify({ paymentIntentId }),
  });
  return answer(response);
}

/** A webhook delivery as Stripe makes it: the signed body with Stripe's content type. */
export async function deliverWebhook(
  server: TestServer,
  event: Pick<SignedEvent, 'body' | 'signature'>,
  options: { signature?: string | null } = {},
): Promise<ApiAnswer> {
  const signature = options.signature === undefined ? event.signature : options.signature;
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body: event.body,
  });
  return answer(response);
}
