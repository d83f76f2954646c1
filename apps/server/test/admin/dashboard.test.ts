import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions } from '@pura/core/quiz/questions';
import { type TestServer, TEST_ENGINE, startTestServer } from '../helpers/test-server.ts';
import { type SignedIn, createSignedInAdmin, createSignedInUser } from '../helpers/accounts.ts';
import { serverDocuments } from '../../src/appwrite/databases/server-documents.ts';
import { type Line, adminApi, orderOf } from './admin-fixtures.ts';
import type { Dashboard } from '@pura/core/schemas/admin-api';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import { draftOf } from '@pura/core/quiz/definition/drafts';
import { routineProducts } from '../checkout/checkout-fixtures.ts';

let server: TestServer;
let admin: SignedIn;
let dashboard: Dashboard;

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString();
const rose: Line = { id: 'rose-cream', name: 'Rose Cream', price: 40, quantity: 2 };
const balm: Line = { id: 'lip-balm', name: 'Lip Balm', price: 46.76, quantity: 1 };

function postEvent(cookie: string | undefined, event: Record<string, unknown>) {
  return fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(event),
  });
}

async function sendEvent(cookie: string | undefined, event: Record<string, unknown>) {
  expect((await postEvent(cookie, event)).status).toBe(202);
}

/** Version 2 of the skincare quiz: its first question asks in other words and has a new answer. */
const skincareV2 = draftOf(defaultDefinitions.skincare);
skincareV2.questions[0]!.text.en = 'How does your skin feel by midday?';
skincareV2.questions[0]!.answers.push({ id: 'tight', text: { en: 'Tight', de: 'Gespannt' }, mapping: 'Dry' });
// Every way of answering needs an evening routine: tight skin gets the evening slot's first product.
const evening = skincareV2.sections.find((section) => section.id === 'pm')!.slots[0]!;
evening.rules.push({ when: [], product: evening.rules[0]!.product, reason: { en: 'For every skin.', de: 'Für jede Haut.' } });

/** A quiz run answering the first `answered` questions; optionally completing it and adding the routine. */
async function quizRun(
  cookie: string | undefined,
  quiz: 'skincare' | 'haircare',
  sessionId: string,
  answered: number,
  finish: { completed?: boolean; routine?: boolean; single?: boolean } = {},
) {
  await sendEvent(cookie, { name: 'quiz_started', quiz, sessionId, properties: { language: 'en' } });
  for (const question of quizQuestions[quiz].slice(0, answered)) {
    const answer = question.answers[0]!;
    await sendEvent(cookie, {
      name: 'quiz_question_answered',
      quiz,
      sessionId,
      properties: { questionId: question.id, answerId: answer.id, mapping: answer.mapping },
    });
  }
  if (finish.completed) await sendEvent(cookie, { name: 'quiz_completed', quiz, sessionId, properties: { seconds: 95, language: 'en' } });
  if (finish.routine) await sendEvent(cookie, { name: 'add_to_cart', quiz, sessionId, properties: { count: 3, total: 61.2 } });
  if (finish.single)
    await sendEvent(cookie, {
      name: 'add_to_cart',
      quiz,
      sessionId,
      properties: { productId: 'rose-cream', name: 'Rose Cream', price: 40 },
    });
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  admin = await createSignedInAdmin(server);
  const customer = await createSignedInUser(server);
  const earlier = await createSignedInUser(server);
  const docs = serverDocuments(server.app);
  const product = (id: string, stock: number | null) =>
    docs.create('products', {
      documentId: id,
      data: { name: id.replace('-', ' '), price: 10, description: 'x', category: 'Skincare', stock },
    });
  await Promise.all([
    product('few-left', 2),
    product('some-left', 4),
    product('five-left', 5),
    product('sold-out', 0),
    product('unlimited', null),
  ]);

  // Earlier customer's order, 3 days ago: before their haircare routine add, so it does not count as "ordered after".
  await docs.create('orders', {
    data: {
      ...orderOf(earlier.user.$id, earlier.email, [{ ...rose, quantity: 1 }], { status: 'delivered', total: 30 }),
      $createdAt: daysAgo(3),
    },
  });
  await quizRun(earlier.cookieHeader, 'haircare', 'run-hair-1', 2, { completed: true, routine: true });

  await quizRun(customer.cookieHeader, 'skincare', 'run-skin-a', 5, { completed: true, routine: true });
  await quizRun(undefined, 'skincare', 'run-skin-b', 1);
  await quizRun(undefined, 'skincare', 'run-skin-c', 2, { single: true });
  // A retried answer in the same run counts once.
  await quizRun(customer.cookieHeader, 'skincare', 'run-skin-a', 1);

  // Version 2 of the skincare quiz goes live; one run answers it.
  await routineProducts(server);
  expect(
    (await adminApi(server, '/quizzes/skincare/draft', { method: 'PUT', body: { definition: skincareV2 }, cookie: admin.cookieHeader }))
      .status,
  ).toBe(200);
  expect((await adminApi(server, '/quizzes/skincare/publish', { method: 'POST', body: {}, cookie: admin.cookieHeader })).status).toBe(200);
  await sendEvent(undefined, {
    name: 'quiz_started',
    quiz: 'skincare',
    quizVersion: 2,
    sessionId: 'run-skin-v2',
    properties: { language: 'de' },
  });
  await sendEvent(undefined, {
    name: 'quiz_question_answered',
    quiz: 'skincare',
    quizVersion: 2,
    sessionId: 'run-skin-v2',
    properties: { questionId: 'skin-type', answerId: 'tight', mapping: 'Dry' },
  });

  await docs.create('orders', { data: orderOf(customer.user.$id, customer.email, [rose], { status: 'completed', total: 100 }) });
  await docs.create('orders', { data: orderOf(customer.user.$id, customer.email, [balm], { status: 'shipped', total: 50.5 }) });
  await docs.create('orders', { data: orderOf(customer.user.$id, customer.email, [rose], { status: 'cancelled', total: 999 }) });
  await docs.create('orders', {
    data: { ...orderOf(customer.user.$id, customer.email, [rose], { status: 'completed', total: 70 }), $createdAt: daysAgo(40) },
  });
  await docs.create('orders', {
    data: { ...orderOf(customer.user.$id, customer.email, [balm], { status: 'pending', total: 20 }), $createdAt: daysAgo(2) },
  });

  const response = await adminApi(server, '/dashboard', { cookie: admin.cookieHeader });
  expect(response.status).toBe(200);
  dashboard = response.body as unknown as Dashboard;
});
afterAll(() => server.close());

describe(`admin dashboard figures (${TEST_ENGINE})`, () => {
  it('gives revenue and order count of paid orders for each of the last 30 days, empty days as 0', () => {
    expect(dashboard.revenueByDay).toHaveLength(30);
    expect(dashboard.revenueByDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), revenue: 150.5, orders: 2 });
    expect(dashboard.revenueByDay.at(-4)).toEqual({ day: daysAgo(3).slice(0, 10), revenue: 30, orders: 1 });
    expect(dashboard.revenueByDay.at(-3)).toMatchObject({ revenue: 0, orders: 0 });
    expect(dashboard.revenueByDay.reduce((sum, d) => sum + d.orders, 0)).toBe(3);
  });

  it("gives today's sales and the average order value of the period", () => {
    expect(dashboard.today).toEqual({ revenue: 150.5, orders: 2 });
    expect(dashboard.period).toEqual({ revenue: 180.5, orders: 3, averageOrderValue: 60.17 });
  });

  it('ranks the top products by units sold in paid orders', () => {
    expect(dashboard.topProducts).toEqual([
      { id: 'rose-cream', name: 'Rose Cream', quantity: 3, revenue: 120 },
      { id: 'lip-balm', name: 'Lip Balm', quantity: 1, revenue: 46.76 },
    ]);
  });

  it('lists low-stock products below the threshold and out-of-stock ones; unlimited stock never', async () => {
    expect(dashboard.lowStockThreshold).toBe(5);
    expect(dashboard.lowStock.map((p) => [p.id, p.stock])).toEqual([
      ['few-left', 2],
      ['some-left', 4],
    ]);
    expect(dashboard.outOfStock.map((p) => p.id)).toEqual(['sold-out']);
    const wider = (await adminApi(server, '/dashboard?lowStock=6', { cookie: admin.cookieHeader })).body as unknown as Dashboard;
    expect(wider.lowStock.map((p) => p.id)).toEqual(['few-left', 'some-left', 'five-left']);
  });

  it('gives a funnel per quiz version: each live one, and each other with runs, newest first', () => {
    expect(dashboard.funnels.map((f) => [f.quiz, f.version, f.live])).toEqual([
      ['skincare', 2, true],
      ['skincare', 1, false],
      ['haircare', 1, true],
    ]);
    const v2 = dashboard.funnels[0]!;
    expect(v2.steps.slice(0, 3).map((s) => [s.key, s.label, s.runs])).toEqual([
      ['started', 'Started', 1],
      ['answered:skin-type', 'Q1 How does your skin feel by midday?', 1],
      ['answered:primary-concern', expect.stringMatching(/^Q2 /), 0],
    ]);
  });

  it('refuses an event of a version that is not published, or a question or answer that version does not have', async () => {
    const run = { quiz: 'skincare', sessionId: 'run-skin-bad' };
    const refused = [
      { name: 'quiz_started', ...run, quizVersion: 3, properties: { language: 'en' } },
      {
        name: 'quiz_question_answered',
        ...run,
        quizVersion: 2,
        properties: { questionId: 'skin-feel', answerId: 'tight', mapping: 'Dry' },
      },
      {
        name: 'quiz_question_answered',
        ...run,
        quizVersion: 2,
        properties: { questionId: 'skin-type', answerId: 'tight', mapping: 'Oily' },
      },
      // Version 1 never had the answer version 2 added.
      { name: 'quiz_question_answered', ...run, properties: { questionId: 'skin-type', answerId: 'tight', mapping: 'Dry' } },
    ];
    for (const event of refused) {
      const response = await postEvent(undefined, event);
      expect(response.status, JSON.stringify(event)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 400,
        type: 'general_argument_invalid',
        message: expect.stringMatching(/^Invalid `(quizVersion|properties\.(questionId|answerId))` param: /),
      });
    }
  });

  it('builds the skincare funnel: started → each question → completed → routine added → ordered within 7 days', () => {
    const skincare = dashboard.funnels.find((f) => f.quiz === 'skincare' && f.version === 1)!;
    expect(skincare.steps.map((s) => [s.key, s.runs])).toEqual([
      ['started', 3],
      ['answered:skin-type', 3],
      ['answered:primary-concern', 2],
      ['answered:secondary-concern', 1],
      ['answered:sunscreen', 1],
      ['answered:body-skin', 1],
      ['completed', 1],
      ['routine_added', 1],
      ['ordered_7d', 1],
    ]);
    expect(skincare.completionRate).toBeCloseTo(1 / 3);
    expect(skincare.steps[0]!.dropOff).toBeNull();
    expect(skincare.steps[1]!.dropOff).toBe(0);
    expect(skincare.steps[2]!.dropOff).toBeCloseTo(1 / 3);
    expect(skincare.steps[3]!.dropOff).toBeCloseTo(0.5);
    expect(skincare.steps[3]!.label).toContain('(optional)');
  });

  it('does not count an order placed before the routine was added', () => {
    const haircare = dashboard.funnels.find((f) => f.quiz === 'haircare')!;
    expect(haircare.steps.map((s) => s.runs)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(haircare.completionRate).toBe(1);
    expect(haircare.steps.at(-1)!.dropOff).toBe(1);
  });

  it('answers 400 with a readable message for a bad query', async () => {
    const response = await adminApi(server, '/dashboard?lowStock=-1', { cookie: admin.cookieHeader });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: 'general_argument_invalid', message: expect.stringContaining('lowStock') });
  });
});
