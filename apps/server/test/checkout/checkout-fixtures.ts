import type { CheckoutSessionResponse, TestCard } from '@pura/core/schemas/checkout-api';
import type { QuizAnswers } from '@pura/core/quiz/questions';
import { distinctProductIds, recommend } from '@pura/core/quiz/recommend';
import { routineProducts as catalogueRoutineProducts } from '@pura/core/catalogue/routine-products';
import type { DocumentJson } from '../../src/appwrite/databases/document-model.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import type { TestServer } from '../helpers/test-server.ts';

/** Products, checkouts and test card payments for the checkout suites, over real HTTP. */

export const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', address: '12 Garden Lane', city: 'Berlin', zipCode: '10115' };

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0025 0000 3155',
} as const;

/** A well-formed card valid for years to come. */
export function card(number: string, overrides: Partial<TestCard> = {}): TestCard {
  return {
    number,
    expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    name: 'Ada Lovelace',
    ...overrides,
  };
}

let productCounter = 0;
/** A product in the database; `stock: null` is unlimited. */
export async function createProduct(server: TestServer, fields: { name?: string; price?: number; stock?: number | null } = {}) {
  productCounter += 1;
  return serverDocuments(server.app).create('products', {
    documentId: `p-${Date.now().toString(36)}-${productCounter}`,
    data: {
      name: fields.name ?? `Serum ${productCounter}`,
      price: fields.price ?? 24.99,
      description: 'A test product',
      category: 'Skincare',
      stock: fields.stock === undefined ? 10 : fields.stock,
    },
  });
}

/**
 * The products of the haircare routine for these answers, under their catalogue ids (the ids the
 * routine discount knows). Every other routine product is put on sale too, so that no other
 * routine counts as complete for want of available products. All cost €20; the routine's own
 * get `stock`, the others unlimited stock.
 */
export async function routineProducts(
  server: TestServer,
  answers: QuizAnswers = { 'scalp-concern': 'moisture', 'hair-concern': 'repair' },
  stock: number | null = null,
) {
  const docs = serverDocuments(server.app);
  const routine = distinctProductIds(recommend('haircare', answers)) as readonly string[];
  const stocked: DocumentJson[] = [];
  for (const { id, name } of catalogueRoutineProducts) {
    const data = { name, price: 20, description: 'A routine product', category: 'Haircare', stock: routine.includes(id) ? stock : null };
    stocked.push(
      (await docs.get('products', id))
        ? await docs.update('products', id, { data })
        : await docs.create('products', { documentId: id, data }),
    );
  }
  return routine.map((id) => stocked.find((product) => product.$id === id) ?? fail(`routine product ${id} missing`));
}

const fail = (message: string): never => {
  throw new Error(message);
};

export async function stockOf(server: TestServer, productId: string): Promise<number | null> {
  const product = await serverDocuments(server.app).get('products', productId);
  return (product?.stock as number | null | undefined) ?? null;
}

export async function postJson(
  server: TestServer,
  path: string,
  body: unknown,
  cookieHeader?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export type CartLine = { productId: string; quantity: number; isBundle: boolean };

/** POST /api/create-checkout-session with a cart; resolves to status and answer. */
export function createSession(server: TestServer, cookieHeader: string, items: CartLine[], extra: Record<string, unknown> = {}) {
  return postJson(server, '/api/create-checkout-session', { items, shippingAddress: ADDRESS, ...extra }, cookieHeader);
}

/** A session that must succeed. */
export async function openSession(
  server: TestServer,
  cookieHeader: string,
  items: CartLine[],
  extra: Record<string, unknown> = {},
): Promise<CheckoutSessionResponse> {
  const { status, body } = await createSession(server, cookieHeader, items, extra);
  if (status !== 200) throw new Error(`checkout session failed: ${status} ${JSON.stringify(body)}`);
  return body as unknown as CheckoutSessionResponse;
}

export function confirmCard(server: TestServer, cookieHeader: string, clientSecret: string, testCard: TestCard) {
  return postJson(server, '/api/payments/test/confirm', { clientSecret, card: testCard }, cookieHeader);
}

export function authenticate(server: TestServer, cookieHeader: string, clientSecret: string, outcome: 'approve' | 'fail') {
  return postJson(server, '/api/payments/test/authenticate', { clientSecret, outcome }, cookieHeader);
}

export function complete(server: TestServer, cookieHeader: string, paymentIntentId: string) {
  return postJson(server, '/api/payments/complete', { paymentIntentId }, cookieHeader);
}

/** The orders stored for a payment intent (server view). */
export async function ordersOf(server: TestServer, paymentIntentId: string) {
  const { documents } = await serverDocuments(server.app).list('orders', [
    { method: 'equal', attribute: 'paymentIntentId', values: [paymentIntentId] },
  ]);
  return documents;
}
