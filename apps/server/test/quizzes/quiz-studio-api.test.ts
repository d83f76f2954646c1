import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import { draftOf } from '@pura/core/quiz/definition/drafts';
import { evaluateQuiz } from '@pura/core/quiz/definition/evaluate';
import type { HaircareDefinition, QuizDefinition } from '@pura/core/quiz/definition/schema';
import { distinctProductIds } from '@pura/core/quiz/recommend';
import type { QuizAnswers } from '@pura/core/quiz/questions';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { adminApi } from '../admin/admin-fixtures.ts';
import { CARDS, card, confirmCard, createProduct, openSession, ordersOf, routineProducts } from '../checkout/checkout-fixtures.ts';
import { tableCounts } from '../security/table-counts.ts';

/**
 * /api/admin/quizzes over real HTTP (docs/quizzes.md): admin only, drafts validated and stored
 * whole or not at all, publishing proven by the coverage check on the server, and the routine
 * discount following the live version while a checkout keeps the total it was started with.
 */
describe(`the quiz studio's routes on ${TEST_ENGINE}`, () => {
  let server: TestServer;
  let admin: SignedIn & { email: string };
  let shopper: SignedIn & { email: string };
  const answers: QuizAnswers = { 'scalp-concern': 'moisture', 'hair-concern': 'repair' };

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    admin = await createSignedInAdmin(server);
    shopper = await createSignedInUser(server, { name: 'Ada' });
    // Every product the default quizzes name, on sale at €20.
    await routineProducts(server, answers);
  });
  afterAll(() => server?.close());

  const api = (path: string, options: { method?: string; body?: unknown } = {}) =>
    adminApi(server, path, { ...options, cookie: admin.cookieHeader });
  const publicGet = async (path: string) => {
    const response = await fetch(`${server.url}/api${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const saveDraft = (quiz: string, definition: unknown) => api(`/quizzes/${quiz}/draft`, { method: 'PUT', body: { definition } });

  it.each([
    ['GET', '/quizzes'],
    ['GET', '/quizzes/skincare/draft'],
    ['PUT', '/quizzes/skincare/draft'],
    ['DELETE', '/quizzes/skincare/draft'],
    ['POST', '/quizzes/skincare/publish'],
    ['GET', '/quizzes/skincare/versions/1'],
  ])('%s %s answers 401 to a guest and 403 to a shopper', async (method, path) => {
    const body = method === 'PUT' ? { definition: defaultDefinitions.skincare } : method === 'GET' ? undefined : {};
    expect(await adminApi(server, path, { method, body })).toMatchObject({
      status: 401,
      body: { code: 401, type: 'general_unauthorized_scope' },
    });
    expect(await adminApi(server, path, { method, body, cookie: shopper.cookieHeader })).toMatchObject({
      status: 403,
      body: { code: 403, type: 'admin_access_denied' },
    });
  });

  it('lists both quizzes: version 1 live, no draft', async () => {
    const { status, body } = await api('/quizzes');
    expect(status).toBe(200);
    expect(body).toEqual({
      quizzes: ['skincare', 'haircare'].map((quiz) => ({
        quiz,
        live: { version: 1, publishedAt: expect.any(String), publishedBy: null },
        draft: null,
        versions: [{ version: 1, status: 'live', publishedAt: expect.any(String) }],
      })),
    });
  });

  it('offers a copy of the live version as the unsaved draft of version 2', async () => {
    expect((await api('/quizzes/skincare/draft')).body).toEqual({
      version: 2,
      definition: { ...defaultDefinitions.skincare, version: 2 },
      updatedAt: null,
      saved: false,
    });
  });

  it('refuses a bad draft with 400 naming the field, and stores nothing', async () => {
    const before = await tableCounts(server.db);
    const noText = draftOf(defaultDefinitions.skincare) as unknown as { questions: { answers: unknown[] }[] };
    noText.questions[0]!.answers = [];
    const unknownAnswer = draftOf(defaultDefinitions.skincare);
    unknownAnswer.questions[0]!.defaultAnswer = 'no-such-answer';
    const cases: [unknown, RegExp][] = [
      [noText, /^Invalid `definition\.questions\.0\.answers` param: /],
      [unknownAnswer, /^Invalid `definition\.questions\.0\.defaultAnswer` param: /],
      [{ ...defaultDefinitions.skincare, sections: 'none' }, /^Invalid `definition\.sections` param: /],
      ['a quiz', /^Invalid `definition` param: /],
      [defaultDefinitions.haircare, /^Invalid `definition\.quiz` param: must be 'skincare'/],
    ];
    for (const [definition, message] of cases) {
      const { status, body } = await saveDraft('skincare', definition);
      expect(status, String(message)).toBe(400);
      expect(body).toEqual({
        message: expect.stringMatching(message),
        code: 400,
        type: 'general_argument_invalid',
        version: expect.any(String),
      });
    }
    expect((await api('/quizzes/skincare/draft', { method: 'PUT', body: [] })).status).toBe(400);
    // Text the database cannot store is refused as such, not as a server error.
    const unstorable = draftOf(defaultDefinitions.skincare);
    unstorable.questions[0]!.text.de = 'Haut\u0000typ';
    expect(await saveDraft('skincare', unstorable)).toMatchObject({ status: 400, body: { type: 'general_argument_invalid' } });
    expect((await api('/quizzes/bodycare/draft', { method: 'PUT', body: { definition: defaultDefinitions.skincare } })).status).toBe(404);
    expect(await tableCounts(server.db)).toEqual(before);
    expect((await api('/quizzes/skincare/draft')).body).toMatchObject({ saved: false });
  });

  it('stores a draft (empty texts allowed) numbered live + 1, readable by the admin only, and discards it', async () => {
    const halfWritten = draftOf(defaultDefinitions.skincare);
    halfWritten.version = 7;
    halfWritten.questions[0]!.text = { en: 'What is your skin like?', de: '' };
    const saved = await saveDraft('skincare', halfWritten);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ version: 2, definition: { ...halfWritten, version: 2 }, updatedAt: expect.any(String), saved: true });
    expect((await api('/quizzes/skincare/draft')).body).toEqual(saved.body);
    expect((await api('/quizzes/skincare/versions/2')).body).toEqual({
      quiz: 'skincare',
      version: 2,
      status: 'draft',
      definition: { ...halfWritten, version: 2 },
    });
    expect(await publicGet('/quizzes/skincare/versions/2')).toMatchObject({ status: 404, body: { type: 'quiz_version_not_found' } });
    expect((await publicGet('/quizzes/skincare')).body).toMatchObject({ version: 1 });
    expect(((await api('/quizzes')).body?.quizzes as { draft: unknown }[])[0]?.draft).toEqual({
      version: 2,
      updatedAt: (saved.body as { updatedAt: string }).updatedAt,
    });

    // A missing German text is an error of the coverage check: it blocks publishing.
    const blocked = await api('/quizzes/skincare/publish', { method: 'POST', body: {} });
    expect(blocked).toMatchObject({
      status: 409,
      body: {
        type: 'quiz_coverage_failed',
        message: expect.stringMatching(/^The draft cannot be published: 1 problem\(s\): question 'skin-type' has no de text\.$/),
      },
    });

    expect((await api('/quizzes/skincare/draft', { method: 'DELETE' })).status).toBe(204);
    expect((await api('/quizzes/skincare/draft')).body).toMatchObject({ version: 2, saved: false });
    expect(await api('/quizzes/skincare/publish', { method: 'POST', body: {} })).toMatchObject({
      status: 404,
      body: { type: 'quiz_draft_not_found' },
    });
  });

  it('refuses to publish a draft whose rule names a product the catalogue does not have, and changes nothing', async () => {
    const draft = draftOf(defaultDefinitions.haircare);
    draft.sections[0]!.slots[0]!.rules.unshift({
      when: [{ op: 'equals', question: 'scalp-concern', answer: 'anti-hair-fall' }],
      product: 'no-such-shampoo',
      reason: { en: 'Gone.', de: 'Weg.' },
    });
    expect((await saveDraft('haircare', draft)).status).toBe(200);
    const before = await tableCounts(server.db);
    const { status, body } = await api('/quizzes/haircare/publish', { method: 'POST', body: {} });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 409,
      type: 'quiz_coverage_failed',
      message: expect.stringContaining("no product 'no-such-shampoo' (wash-day/shampoo)"),
    });
    expect(body?.message).toMatch(/^The draft cannot be published: 1 problem\(s\)/);
    expect(await tableCounts(server.db)).toEqual(before);
    expect((await publicGet('/quizzes/haircare')).body).toMatchObject({ version: 1 });
    await api('/quizzes/haircare/draft', { method: 'DELETE' });
  });

  it('publishes: the routine discount follows the new version, a checkout started before keeps its total, version 1 stays readable', async () => {
    const cleanser = await createProduct(server, { name: 'Oat Shampoo', price: 20, stock: null });
    const next = draftOf(defaultDefinitions.haircare) as HaircareDefinition;
    // Every way of answering now gets the new shampoo first.
    next.sections[0]!.slots[0]!.rules.unshift({
      when: [],
      product: cleanser.$id,
      reason: { en: 'Gentle for everyone.', de: 'Sanft für alle.' },
    });
    const routineOf = (definition: QuizDefinition) => distinctProductIds(evaluateQuiz(definition, answers));
    const oldRoutine = routineOf(defaultDefinitions.haircare);
    const newRoutine = routineOf(next);
    expect(newRoutine).toContain(cleanser.$id);
    const cart = (ids: readonly string[]) => ids.map((productId) => ({ productId, quantity: 1, isBundle: true }));

    // Before the publish: the old routine earns 15 % (€3 a product), the new one nothing.
    const stranger = await createSignedInUser(server, { name: 'Grace' });
    expect((await openSession(server, stranger.cookieHeader, cart(newRoutine))).totals.bundleDiscountCents).toBe(0);
    const started = await openSession(server, shopper.cookieHeader, cart(oldRoutine));
    expect(started.totals.bundleDiscountCents).toBe(oldRoutine.length * 300);

    expect((await saveDraft('haircare', next)).status).toBe(200);
    const skincareBefore = (await server.app.liveQuizzes.current()).versions.skincare;
    const published = await api('/quizzes/haircare/publish', { method: 'POST', body: {} });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ version: 2, publishedAt: expect.any(String), warnings: expect.any(Array) });
    // The rules the new shampoo now always beats are never reached: warnings, not errors.
    expect((published.body?.warnings as { code: string }[]).every((warning) => warning.code === 'unreachable-rule')).toBe(true);

    expect((await publicGet('/quizzes/haircare')).body).toEqual({ quiz: 'haircare', version: 2, definition: { ...next, version: 2 } });
    expect((await publicGet('/quizzes/haircare/versions/1')).body).toEqual({
      quiz: 'haircare',
      version: 1,
      definition: defaultDefinitions.haircare,
    });
    // The skincare version did not change: its loaded definition (and enumerated routines) are kept.
    expect((await server.app.liveQuizzes.current()).versions.skincare).toBe(skincareBefore);
    const routines = (await publicGet('/quiz-routines')).body as { versions: unknown; routines: string[][] };
    expect(routines.versions).toEqual({ skincare: 1, haircare: 2 });
    expect(routines.routines).toContainEqual([...newRoutine].sort());
    expect(routines.routines).not.toContainEqual([...oldRoutine].sort());
    const list = (await api('/quizzes')).body?.quizzes as { live: unknown; draft: unknown; versions: unknown }[];
    expect(list[1]).toEqual({
      quiz: 'haircare',
      live: { version: 2, publishedAt: (published.body as { publishedAt: string }).publishedAt, publishedBy: admin.email },
      draft: null,
      versions: [
        { version: 2, status: 'live', publishedAt: expect.any(String) },
        { version: 1, status: 'retired', publishedAt: expect.any(String) },
      ],
    });
    expect((await api('/quizzes/haircare/versions/1')).body).toMatchObject({ version: 1, status: 'retired' });

    // The checkout started under version 1 is charged the discounted total it showed.
    const paid = await confirmCard(server, shopper.cookieHeader, started.clientSecret, card(CARDS.success));
    expect(paid.body).toMatchObject({ status: 'succeeded', order: { totalCents: started.totals.totalCents } });
    const [order] = await ordersOf(server, started.paymentIntentId);
    expect(order?.total).toBe(started.totals.totalCents / 100);

    // New checkouts follow version 2: the new routine earns the discount, the old one no longer.
    expect((await openSession(server, stranger.cookieHeader, cart(newRoutine))).totals.bundleDiscountCents).toBe(newRoutine.length * 300);
    expect((await openSession(server, shopper.cookieHeader, cart(oldRoutine))).totals.bundleDiscountCents).toBe(0);
  });
});
