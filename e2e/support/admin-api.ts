import { type APIRequestContext, expect } from '@playwright/test';

/** The project header every /v1 call carries. */
export const PROJECT = { 'X-Appwrite-Project': 'pura' };
// global-setup starts the server with this admin password; the admin address is the default.
export const ADMIN = { email: 'admin@pura.local', password: 'pura-admin-e2e' };

/** Signs `request` in as the shop's admin (its cookies then carry the session). */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/v1/account/sessions/email', { headers: PROJECT, data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Documents of a shop collection whose `attribute` equals `value`, read through the Appwrite API. */
export async function documentsWhere(
  request: APIRequestContext,
  collection: string,
  attribute: string,
  value: string,
): Promise<Array<Record<string, unknown>>> {
  const query = encodeURIComponent(JSON.stringify({ method: 'equal', attribute, values: [value] }));
  const response = await request.get(`/v1/databases/shop/collections/${collection}/documents?queries[0]=${query}`, { headers: PROJECT });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { documents: Array<Record<string, unknown>> }).documents;
}
