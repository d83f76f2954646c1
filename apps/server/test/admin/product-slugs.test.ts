import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Databases } from 'appwrite';
import { createWithSlugId } from '@pura/core/catalogue/product-slug';
import { type TestServer, TEST_ENGINE } from '../helpers/test-server.ts';
import { startTestServerWithWebDist } from '../seo/web-dist-fixture.ts';
import { type SignedIn, createSignedInAdmin } from '../helpers/accounts.ts';

let server: TestServer;
let admin: SignedIn;

beforeAll(async () => {
  // A web build of its own (the fixture's), so the product page answers before `npm run build` ran.
  server = await startTestServerWithWebDist({ env: { RATE_LIMITS: 'off' } });
  admin = await createSignedInAdmin(server);
});
afterAll(() => server.close());

/** As the admin's add-product dialog creates one (use-product-mutations.ts), through the SDK. */
const addProduct = (name: string) =>
  createWithSlugId(name, (documentId) =>
    new Databases(admin.client).createDocument({
      databaseId: 'shop',
      collectionId: 'products',
      documentId,
      data: { name, price: 24, description: 'Rich.', category: 'Skincare', stock: 3 },
    }),
  );

describe(`new products get readable ids from their name (${TEST_ENGINE})`, () => {
  it('uses the name as the id, the next free ending for a second product of that name, and the page answers at it', async () => {
    const first = await addProduct('Rosé Night Cream');
    const second = await addProduct('Rose Night Cream');
    const third = await addProduct('Rose night cream!');
    expect([first.$id, second.$id, third.$id]).toEqual(['rose-night-cream', 'rose-night-cream-2', 'rose-night-cream-3']);
    expect(second.name).toBe('Rose Night Cream');

    const page = await fetch(`${server.url}/product/rose-night-cream-2`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Rose Night Cream');
  });
});
