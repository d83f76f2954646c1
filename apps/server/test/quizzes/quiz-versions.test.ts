import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import { enumerateRoutines } from '@pura/core/quiz/routines';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';

/** The public quiz routes over real HTTP (docs/quizzes.md): what a shopper's browser reads, no sign-in. */
describe(`public quiz versions on ${TEST_ENGINE}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
  });
  afterAll(() => server?.close());

  const get = async (path: string) => {
    const response = await fetch(`${server.url}/api${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it.each(['skincare', 'haircare'] as const)('serves a new database docs/product.md’s %s quiz as live version 1', async (quiz) => {
    const live = await get(`/quizzes/${quiz}`);
    expect(live).toEqual({ status: 200, body: { quiz, version: 1, definition: defaultDefinitions[quiz] } });
    expect(await get(`/quizzes/${quiz}/versions/1`)).toEqual(live);
  });

  it('answers 404 in the Appwrite error shape for an unknown quiz or a version that is not there', async () => {
    expect(await get('/quizzes/bodycare')).toMatchObject({ status: 404, body: { code: 404, type: 'general_not_found' } });
    for (const version of ['2', '0', '-1', 'one', '1.5', '99999999999']) {
      expect(await get(`/quizzes/skincare/versions/${version}`), version).toEqual({
        status: 404,
        body: {
          message: 'This version of the quiz is not available.',
          code: 404,
          type: 'quiz_version_not_found',
          version: expect.any(String),
        },
      });
    }
  });

  it('lists the whole routines the live versions can recommend, with those versions', async () => {
    expect(await get('/quiz-routines')).toEqual({
      status: 200,
      body: { versions: { skincare: 1, haircare: 1 }, routines: enumerateRoutines() },
    });
  });
});
