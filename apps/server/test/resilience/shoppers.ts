import { signInOver } from './server-process.ts';
import { SHOPPER_PASSWORD } from './shop-data.ts';

/** Shoppers checking out over real HTTP: create-checkout-session, then confirm with 4242. */

const ADDRESS = { firstName: 'Rita', lastName: 'Resilient', address: '1 Crash Lane', city: 'Berlin', zipCode: '10115' };
const CARD = {
  number: '4242 4242 4242 4242',
  expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
  cvc: '123',
  name: 'Rita Resilient',
};

export type CartLine = { productId: string; quantity: number; isBundle: boolean };

export type CheckoutOutcome =
  | { kind: 'paid'; orderId: string; paymentIntentId: string }
  | { kind: 'refused'; message: string }
  /** The connection broke (the server died) before an answer came. */
  | { kind: 'interrupted'; paymentIntentId: string | null }
  | { kind: 'error'; message: string };

/** A client address of its own for shopper `index` (TEST-NET-2), as shoppers use their own devices. */
const shopperIp = (index: number) => `198.51.100.${(index % 254) + 1}`;

/** Signs every e-mail in over `endpoint`, ten at a time; resolves to their Cookie headers. */
export async function signInAll(endpoint: string, emails: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < emails.length; i += 10) {
    const batch = await Promise.all(
      emails.slice(i, i + 10).map((email, j) => signInOver(endpoint, email, SHOPPER_PASSWORD, shopperIp(i + j))),
    );
    for (const [j, { status, cookieHeader }] of batch.entries()) {
      if (!cookieHeader) throw new Error(`sign-in of ${emails[i + j]} failed with ${status}`);
      cookies.push(cookieHeader);
    }
  }
  return cookies;
}

/**
 * One whole checkout; never throws — a broken connection is an outcome of its own.
 * `onConfirm` is called as the card payment is about to be sent (a fault test's trigger).
 */
export async function checkout(baseUrl: string, cookieHeader: string, items: CartLine[], onConfirm?: () => void): Promise<CheckoutOutcome> {
  const post = async (urlPath: string, body: unknown) => {
    const response = await fetch(baseUrl + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  let paymentIntentId: string | null = null;
  try {
    const session = await post('/api/create-checkout-session', { items, shippingAddress: ADDRESS });
    if (session.status === 409) return { kind: 'refused', message: String(session.body.message) };
    if (session.status !== 200) return { kind: 'error', message: `create ${session.status} ${JSON.stringify(session.body)}` };
    paymentIntentId = session.body.paymentIntentId as string;
    onConfirm?.();
    const paid = await post('/api/payments/test/confirm', { clientSecret: session.body.clientSecret, card: CARD });
    const order = paid.body.order as { id?: string } | undefined;
    if (paid.status === 200 && paid.body.status === 'succeeded' && order?.id) return { kind: 'paid', orderId: order.id, paymentIntentId };
    return { kind: 'error', message: `confirm ${paid.status} ${JSON.stringify(paid.body)}` };
  } catch {
    return { kind: 'interrupted', paymentIntentId };
  }
}

export function tally(outcomes: CheckoutOutcome[]) {
  const of = <K extends CheckoutOutcome['kind']>(kind: K) =>
    outcomes.filter((o): o is Extract<CheckoutOutcome, { kind: K }> => o.kind === kind);
  return { paid: of('paid'), refused: of('refused'), interrupted: of('interrupted'), errors: of('error') };
}
