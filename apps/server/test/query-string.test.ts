import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NestedParam, parseQueryString, undecodableQueryPart } from '../src/http/query-string.ts';
import { serverDocuments } from '../src/appwrite/databases/server-documents.ts';
import { type TestServer, TEST_ENGINE, startTestServer } from './helpers/test-server.ts';

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['queries%5B1%5D=second&queries%5B0%5D=first', { queries: ['first', 'second'] }],
    ['scopes[]=x&scopes[]=y', { scopes: ['x', 'y'] }],
    ['q=a+b%20c', { q: 'a b c' }],
    ['bad=%E0%A4%A&ok=1', { ok: '1' }],
    ['flag', { flag: '' }],
    // Nested brackets are no parameter this server reads: they join their list as a marker, not as text.
    ['queries[0][method]=equal&queries%5Ba%5D=x', { queries: [new NestedParam('queries[0][method]'), new NestedParam('queries[a]')] }],
  ])('parses %j', (raw, expected) => {
    expect({ ...parseQueryString(raw) }).toEqual(expected);
  });

  it.each([
    ['bad=%E0%A4%A&ok=1', { param: 'bad', key: 'bad' }],
    ['queries%5B0%5D=%E0%A4%A', { param: 'queries', key: 'queries[0]' }],
    ['ok=1&%E0%A4%A=1&also=%ZZ', { param: null, key: null }],
  ])('remembers the first part of %j that is not valid percent-encoding', (raw, expected) => {
    expect(undecodableQueryPart(parseQueryString(raw)) ?? null).toEqual(expected);
  });

  it('remembers nothing for a query string that decodes', () => {
    expect(undecodableQueryPart(parseQueryString('a=%C3%A9&queries[0]=%7B%7D'))).toBeUndefined();
  });
});

/** /v1's answers are tested with its routes (documents-queries, files-api); these are /api's. */
describe(`an undecodable query string on /api, on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const contactMessage = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A question.' };
  const send = (method: string, path: string, body?: string, contentType = 'application/json') =>
    fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      ...(body === undefined ? {} : { body, headers: { 'content-type': contentType } }),
    });

  it.each([
    [
      'GET',
      '/api/health?verbose=%E0%A4%A',
      undefined,
      'general_argument_invalid',
      'Invalid `verbose` param: The value is not valid percent-encoded UTF-8.',
    ],
    [
      'GET',
      '/api/route-modules?paths[]=/shop&paths[]=%E0%A4%A',
      undefined,
      'general_argument_invalid',
      'Invalid `paths` param: The value is not valid percent-encoded UTF-8.',
    ],
    ['GET', '/api/config?%E0%A4%A=1', undefined, 'general_bad_request', 'The query string is not valid percent-encoded UTF-8.'],
    [
      'GET',
      '/api/admin/dashboard?days=%E0%A4%A',
      undefined,
      'general_argument_invalid',
      'Invalid `days` param: The value is not valid percent-encoded UTF-8.',
    ],
    [
      'POST',
      '/api/send-contact-email?ref=%ZZ',
      JSON.stringify(contactMessage),
      'general_argument_invalid',
      'Invalid `ref` param: The value is not valid percent-encoded UTF-8.',
    ],
    [
      'POST',
      '/api/newsletter/unsubscribe?token=%E0%A4%A',
      'List-Unsubscribe=One-Click',
      'general_argument_invalid',
      'Invalid `token` param: The value is not valid percent-encoded UTF-8.',
    ],
  ])('%s %s answers 400 in the Appwrite error shape instead of dropping the pair', async (method, path, body, type, message) => {
    const contentType = path.startsWith('/api/newsletter') ? 'application/x-www-form-urlencoded' : 'application/json';
    const response = await send(method, path, body, contentType);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, code: 400, type, version: expect.any(String) });
  });

  it.each(['//api/health?verbose=%E0%A4%A', '/%61pi/health?verbose=%E0%A4%A'])(
    'judges the route %s reaches, not its raw URL',
    async (path) => {
      const response = await send('GET', path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, type: 'general_argument_invalid' });
    },
  );

  it('stores nothing for a refused request', async () => {
    await send('POST', '/api/send-contact-email?ref=%E0%A4%A', JSON.stringify(contactMessage));
    expect((await serverDocuments(server.app).list('contact_messages', [], { total: true })).total).toBe(0);
  });

  it('still answers a query string that decodes, and pages outside /v1 and /api', async () => {
    expect((await send('GET', '/api/health?verbose=%C3%A9')).status).toBe(200);
    expect((await send('GET', '/newsletter/confirmed?status=%E0%A4%A')).status).toBe(200);
  });

  it('lets the mailed newsletter links show their "no longer valid" page to the person who opened them', async () => {
    const confirm = await send('GET', '/api/newsletter/confirm?token=%E0%A4%A');
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('/newsletter/confirmed?status=invalid');
    const unsubscribe = await send('GET', '/api/newsletter/unsubscribe?token=%E0%A4%A');
    expect(unsubscribe.status).toBe(200);
    expect(await unsubscribe.text()).toContain('This link is no longer valid');
  });
});
