import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, signInOver, startServerProcess } from './server-process.ts';
import { type ShopStore, createShopStore } from './shop-data.ts';

/**
 * Decision 013 item 4: the PGlite data folder survives unclean stops. The built server is killed
 * with SIGKILL right after acknowledged writes, twice; each time it starts again on the same
 * folder and every acknowledged write is there.
 */

const CRASHES = 2;
const PASSWORD = 'unclean-stop-password';

let store: ShopStore;
let server: ServerProcess | undefined;

beforeAll(async () => {
  store = await createShopStore();
});

afterAll(async () => {
  await server?.crash();
  await store?.dispose();
});

async function call(endpoint: string, method: string, urlPath: string, body: unknown, cookieHeader?: string) {
  const response = await fetch(`${endpoint}${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'pura', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('an unclean stop of a server on PGlite', () => {
  it('keeps every acknowledged write in the data folder', async () => {
    const acknowledged: Array<{ email: string; name: string }> = [];
    let writes = 0;
    for (let crash = 1; crash <= CRASHES; crash++) {
      server = await startServerProcess({ ...store.env, RATE_LIMITS: 'off' });
      const { endpoint } = server;
      // Everything written before this crash must still read back as it was acknowledged.
      for (const earlier of acknowledged) {
        const { cookieHeader } = await signInOver(endpoint, earlier.email, PASSWORD);
        expect((await call(endpoint, 'GET', '/account', undefined, cookieHeader ?? '')).body).toMatchObject({
          email: earlier.email,
          name: earlier.name,
        });
      }
      const email = `unclean-${crash}@resilience.test`;
      expect((await call(endpoint, 'POST', '/account', { userId: 'unique()', email, password: PASSWORD, name: 'first name' })).status).toBe(
        201,
      );
      const { cookieHeader } = await signInOver(endpoint, email, PASSWORD);
      const name = `renamed before crash ${crash}`;
      expect((await call(endpoint, 'PATCH', '/account/name', { name }, cookieHeader ?? '')).status).toBe(200);
      writes += 3;
      acknowledged.push({ email, name });
      await server.crash();
    }

    server = await startServerProcess({ ...store.env, RATE_LIMITS: 'off' });
    const survivors = [];
    for (const earlier of acknowledged) {
      const { cookieHeader } = await signInOver(server.endpoint, earlier.email, PASSWORD);
      survivors.push((await call(server.endpoint, 'GET', '/account', undefined, cookieHeader ?? '')).body);
    }
    console.log(
      [
        '[resilience] unclean stop of PGlite:',
        `  faults injected: ${CRASHES} SIGKILLs, each right after acknowledged writes (${writes} writes: sign-up, session, rename)`,
        `  data checked after every restart: ${survivors.filter((s, i) => s.name === acknowledged[i]?.name).length}/${acknowledged.length} accounts with their last name`,
      ].join('\n'),
    );
    expect(survivors).toEqual(acknowledged.map((a) => expect.objectContaining({ email: a.email, name: a.name })));
  });
});
