import type { TestServer } from '../helpers/test-server.ts';

/** Helpers of the admin suites. */

export interface AdminResponse {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown> | null;
}

/** A call to /api/admin as the browser makes it: the session cookie, JSON in and out. */
export async function adminApi(
  server: TestServer,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<AdminResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/admin${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: parseJson(text) };
}

/** An order line as checkout stores it. */
export interface Line {
  id: string;
  name: string;
  price: number;
  quantity: number;
  isBundle?: boolean;
}

/** Order data as checkout creates it, with realistic totals (8 % tax, docs/product.md §9). */
export function orderOf(userId: string, email: string, lines: Line[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const subtotal = Math.round(lines.reduce((sum, l) => sum + l.price * l.quantity, 0) * 100) / 100;
  const tax = Math.round(subtotal * 8) / 100;
  return {
    userId,
    email,
    items: JSON.stringify(lines.map((l) => ({ isBundle: false, ...l }))),
    subtotal,
    tax,
    total: Math.round((subtotal + tax) * 100) / 100,
    shippingAddress: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', address: 'Ringstraße 1', city: 'Vienna', zipCode: '1010' }),
    paymentIntentId: `pi_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`,
    status: 'completed',
    ...overrides,
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
