import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../helpers/accounts.ts';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';

/** POST /api/events (docs/product.md §7 'Analytics events') over real HTTP against a real database. */

const sessionId = 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b';

interface StoredEvent {
  name: string;
  quiz: string | null;
  session_id: string | null;
  user_id: string | null;
  properties: Record<string, unknown>;
}

function postEvent(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedEvents(server: TestServer): Promise<StoredEvent[]> {
  const { rows } = await server.db.query<StoredEvent>(
    'SELECT name, quiz, session_id, user_id, properties FROM analytics_events ORDER BY id',
  );
  return rows;
}

describe(`POST /api/events on ${TEST_ENGINE}`, () => {
  // Rate limits stay on: the tests before the last one send far fewer than 120 events.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('stores a quiz funnel with 202 and no body, anonymous when nobody is signed in', async () => {
    const funnel = [
      { name: 'quiz_started', quiz: 'skincare', sessionId, properties: { language: 'en' } },
      {
        name: 'quiz_question_answered',
        quiz: 'skincare',
        sessionId,
        properties: { questionId: 'skin-type', answerId: 'dry', mapping: 'Dry' },
      },
      { name: 'quiz_completed', quiz: 'skincare', sessionId, properties: { seconds: 95, language: 'en' } },
      { name: 'add_to_cart', quiz: 'skincare', sessionId, properties: { count: 10, total: 221.66 } },
    ];
    for (const event of funnel) {
      const response = await postEvent(server, event);
      expect(response.status).toBe(202);
      expect(await response.text()).toBe('');
    }
    expect(await storedEvents(server)).toEqual(
      funnel.map((event) => ({
        name: event.name,
        quiz: 'skincare',
        session_id: sessionId,
        user_id: null,
        properties: event.properties,
      })),
    );
  });

  it('records the signed-in caller from the session cookie, never from the body', async () => {
    const { user, cookieHeader } = await createSignedInUser(server);
    await server.db.query('DELETE FROM analytics_events');
    const event = { name: 'add_to_cart', properties: { productId: 'peptide-cream', name: 'Peptide Cream', price: 32.99 } };
    expect((await postEvent(server, event, { cookie: cookieHeader })).status).toBe(202);
    expect(await storedEvents(server)).toEqual([
      { name: 'add_to_cart', quiz: null, session_id: null, user_id: user.$id, properties: event.properties },
    ]);

    const spoofed = await postEvent(server, { ...event, userId: 'someone-else' });
    expect(spoofed.status).toBe(400);
  });

  it.each([
    ['an unknown event name', { name: 'page_view', quiz: 'skincare', sessionId, properties: {} }, /name/],
    [
      'a property that is not the event’s',
      { name: 'quiz_started', quiz: 'skincare', sessionId, properties: { language: 'en', email: 'a@b.c' } },
      /properties/,
    ],
    [
      'an answer that does not belong to its question',
      {
        name: 'quiz_question_answered',
        quiz: 'haircare',
        sessionId,
        properties: { questionId: 'scalp-concern', answerId: 'shine', mapping: 'Shine' },
      },
      /properties\.answerId/,
    ],
    ['a missing session id', { name: 'quiz_completed', quiz: 'haircare', properties: { seconds: 20, language: 'de' } }, /sessionId/],
    ['not an object at all', [1, 2, 3], /./],
  ])('answers 400 general_argument_invalid for %s and stores nothing', async (_label, body, messagePattern) => {
    await server.db.query('DELETE FROM analytics_events');
    const response = await postEvent(server, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string };
    expect(error).toEqual({ message: expect.any(String), code: 400, type: 'general_argument_invalid', version: expect.any(String) });
    expect(error.message).toMatch(messagePattern);
    expect(await storedEvents(server)).toEqual([]);
  });

  it('answers malformed JSON and other content types with a readable 400', async () => {
    const malformed = await postEvent(server, '{"name":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ type: 'general_bad_request', message: 'The request body is not valid JSON.' });

    const form = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=quiz_started',
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ code: 400, type: 'general_bad_request' });
  });

  it('refuses bodies above 4 KB with 413 before parsing them', async () => {
    const response = await postEvent(server, {
      name: 'add_to_cart',
      properties: { productId: 'peptide-cream', name: 'x'.repeat(5000), price: 1 },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, type: 'general_payload_too_large' });
  });

  it('allows 120 events per IP and minute, then answers 429 with Retry-After and stores nothing more', async () => {
    const event = { name: 'quiz_started', quiz: 'haircare', sessionId, properties: { language: 'de' } };
    let response = await postEvent(server, event);
    // Fixed one-minute windows: start near the beginning of one so the burst never straddles two.
    const secondsLeft = Number(response.headers.get('x-ratelimit-reset')) - Date.now() / 1000;
    if (secondsLeft < 15) {
      await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 0.5) * 1000));
      response = await postEvent(server, event);
    }
    expect(response.status).toBe(202);
    expect(response.headers.get('x-ratelimit-limit')).toBe('120');
    const remaining = Number(response.headers.get('x-ratelimit-remaining'));
    for (let i = 0; i < remaining; i += 1) expect((await postEvent(server, event)).status).toBe(202);

    const countBefore = (await storedEvents(server)).length;
    response = await postEvent(server, event);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ code: 429, type: 'general_rate_limit_exceeded' });
    expect((await storedEvents(server)).length).toBe(countBefore);
  });
});
