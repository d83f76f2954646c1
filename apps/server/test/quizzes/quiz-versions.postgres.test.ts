import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf } from '@pura/core/quiz/definition/drafts';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import { type SecondInstance, type TestServer, startSecondInstance, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { routineProducts } from '../checkout/checkout-fixtures.ts';

/**
 * Two instances on one PostgreSQL database (docs/quizzes.md): a version published on one is what
 * the other serves new visitors at once — its live quizzes in memory end with the table's NOTIFY.
 */
// Runs only in the server:postgres project (vitest.config.ts).
describe('quiz versions across server instances on PostgreSQL', () => {
  let a: TestServer;
  let b: SecondInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    a = await startTestServer({ RATE_LIMITS: 'off' });
    b = await startSecondInstance(a);
    admin = await createSignedInAdmin(a);
    await routineProducts(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const liveOn = async (endpoint: string) => {
    const origin = endpoint.replace(/\/v1$/, '');
    const quiz = (await (await fetch(`${origin}/api/quizzes/skincare`)).json()) as { version: number };
    const routines = (await (await fetch(`${origin}/api/quiz-routines`)).json()) as { versions: { skincare: number } };
    return [quiz.version, routines.versions.skincare];
  };

  it('serves the other instance the published version without a restart', async () => {
    // The second instance holds the live quizzes in memory before the publish.
    for (let waited = 0; !b.app.liveQuizzes.serving; waited += 10) {
      if (waited > 10_000) throw new Error('the second instance never listened for quiz changes');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await liveOn(b.endpoint)).toEqual([1, 1]);

    const draft = draftOf(defaultDefinitions.skincare);
    draft.questions[0]!.text.en = 'How does your skin feel by midday?';
    expect(
      (await adminApi(a, '/quizzes/skincare/draft', { method: 'PUT', body: { definition: draft }, cookie: admin.cookieHeader })).status,
    ).toBe(200);
    // Saving a draft changes nothing new visitors see.
    expect(await liveOn(b.endpoint)).toEqual([1, 1]);
    expect((await adminApi(a, '/quizzes/skincare/publish', { method: 'POST', body: {}, cookie: admin.cookieHeader })).status).toBe(200);

    let seen = [1, 1];
    for (let waited = 0; seen.join() !== '2,2' && waited < 5_000; waited += 25) {
      seen = await liveOn(b.endpoint);
      if (seen.join() !== '2,2') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toEqual([2, 2]);
  });
});
