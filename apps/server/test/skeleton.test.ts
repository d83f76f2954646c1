import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppwriteException } from 'appwrite';
import { type TestServer, startTestServer, TEST_ENGINE } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example' });
});
afterAll(() => server.close());

describe(`walking skeleton on ${TEST_ENGINE}`, () => {
  it('answers client.ping() from the official SDK with Pong!', async () => {
    await expect(server.client().ping()).resolves.toEqual({ message: 'Pong!' });
  });

  it('serves /v1/ping as text/plain', async () => {
    const response = await fetch(`${server.endpoint}/ping`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Pong!');
  });

  it('reports the database kind and status on /api/health', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: { kind: TEST_ENGINE, status: 'up' } });
  });

  it('answers an unknown /v1 route with 404 general_route_not_found in the Appwrite shape', async () => {
    const response = await fetch(`${server.endpoint}/nothing/here`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { message: string };
    expect(body).toMatchObject({ code: 404, type: 'general_route_not_found', version: expect.any(String) });
    expect(body.message).toMatch(/route was not found/);
  });

  it('answers an unknown project with 404 project_not_found, by header and by query', async () => {
    const client = server.client().setProject('someone-else');
    const error = await client.ping().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppwriteException);
    expect(error).toMatchObject({ code: 404, type: 'project_not_found' });

    const byQuery = await fetch(`${server.endpoint}/ping?project=nope`);
    expect(byQuery.status).toBe(404);
    expect(((await byQuery.json()) as { type: string }).type).toBe('project_not_found');
  });

  it('answers malformed JSON with a readable 400 in the Appwrite shape, never a 500', async () => {
    for (const path of ['/v1/ping', '/api/health', '/v1/account']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"broken":',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'The request body is not valid JSON.',
        code: 400,
        type: 'general_bad_request',
        version: expect.any(String),
      });
    }
  });

  it('answers CORS preflights for allowed origins with credentials and the SDK headers', async () => {
    const response = await fetch(`${server.endpoint}/account`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-appwrite-project',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/X-Appwrite-Project/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
  });

  it('never echoes a foreign origin and refuses its state-changing requests', async () => {
    const read = await fetch(`${server.endpoint}/ping`, { headers: { origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();

    const write = await fetch(`${server.endpoint}/account/sessions/email`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { type: string }).type).toBe('general_unknown_origin');
  });

  it('exposes the public runtime config without secrets', async () => {
    const response = await fetch(`${server.url}/api/config`);
    expect(await response.json()).toMatchObject({ projectId: 'pura', endpointPath: '/v1' });
  });
});
