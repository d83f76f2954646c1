import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { routineProducts } from '@pura/core/catalogue/routine-products';
import { defaultDefinitions } from '@pura/core/quiz/definition/defaults';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { AnalyticsEvent } from '@pura/core/schemas/analytics-events';
import { renderRoutes } from '@/test/render';
import { QuizPage } from '../quiz-page';

// A whole quiz run in jsdom is slow on a busy machine: wait up to 5 s for what should appear.
configure({ asyncUtilTimeout: 5000 });

/** Per-test time limit for suites that walk through a whole quiz. */
export const QUIZ_TEST_TIMEOUT_MS = 30_000;

/**
 * A fake shop back end at the network boundary (global fetch): the real appwrite SDK, the real
 * data layer and the real analytics client run unchanged against it. It answers GET /v1/account,
 * the products list with `equal('$id', [...])`, POST /api/events (recorded), and the quiz versions
 * (GET /api/quizzes/:quiz and …/versions/:version).
 */
export interface FakeShop {
  /** Each quiz's published versions, the live one last (docs/product.md's quizzes as version 1 at first). */
  quizVersions: Record<QuizKind, QuizDefinition[]>;
  /** Counts the requests for each path under /api/quizzes. */
  quizRequests: string[];
  /** Product documents the catalogue holds, by slug. */
  products: Map<string, Record<string, unknown>>;
  /** Events received by POST /api/events, in order. */
  events: AnalyticsEvent[];
  signedIn: boolean;
  /** Makes product requests fail with a 500, as an unreachable catalogue would. */
  failProducts: boolean;
  /** Holds product requests until `release()`; for the loading state. */
  holdProducts(): { release(): void };
}

/** A products document as the Appwrite API returns it. */
export function productDocument(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const routine = routineProducts.find((product) => product.id === id);
  return {
    $id: id,
    $sequence: 1,
    $collectionId: 'products',
    $databaseId: 'shop',
    $createdAt: '2026-01-01T00:00:00.000+00:00',
    $updatedAt: '2026-01-01T00:00:00.000+00:00',
    $permissions: [],
    name: routine?.name ?? id,
    price: routine ? routine.priceCents / 100 : 10,
    description: 'A product',
    category: routine?.category ?? 'Skincare',
    stock: 20,
    isNew: false,
    isBestseller: false,
    benefits: [],
    ingredients: [],
    imageFileId: null,
    imageUrl: null,
    ...fields,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The $id values of an SDK list request's `equal('$id', [...])` query, or null without one. */
function requestedIds(url: URL): string[] | null {
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('queries')) continue;
    const query = JSON.parse(value) as { method: string; attribute?: string; values?: unknown[] };
    if (query.method === 'equal' && query.attribute === '$id') return (query.values ?? []).map(String);
  }
  return null;
}

/** Installs the fake shop with every routine product in stock; tests then change what they need. */
export function installFakeShop(): FakeShop {
  let gate: Promise<void> | null = null;
  let signedIn = false;
  const shop: FakeShop = {
    // Signing in also sets the readable hint cookie the real server sets beside the session cookie.
    get signedIn() {
      return signedIn;
    },
    set signedIn(value: boolean) {
      signedIn = value;
      document.cookie = value ? 'pura_signed_in=1; path=/' : 'pura_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    },
    quizVersions: { skincare: [defaultDefinitions.skincare], haircare: [defaultDefinitions.haircare] },
    quizRequests: [],
    products: new Map(routineProducts.map((product) => [product.id, productDocument(product.id)])),
    events: [],
    failProducts: false,
    holdProducts() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { release };
    },
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      const method = (init?.method ?? 'GET').toUpperCase();
      if (url.pathname === '/api/events' && method === 'POST') {
        shop.events.push(JSON.parse(String(init?.body)) as AnalyticsEvent);
        return new Response(null, { status: 202 });
      }
      const quizPath = /^\/api\/quizzes\/(skincare|haircare)(?:\/versions\/(\d+))?$/.exec(url.pathname);
      if (quizPath && method === 'GET') {
        shop.quizRequests.push(url.pathname);
        const [, quiz = 'skincare', version] = quizPath;
        const versions = shop.quizVersions[quiz as QuizKind];
        const definition = version === undefined ? versions.at(-1) : versions.find((candidate) => candidate.version === Number(version));
        if (!definition)
          return json(
            { message: 'This version of the quiz is not available.', code: 404, type: 'quiz_version_not_found', version: '1.9.6' },
            404,
          );
        return json({ quiz, version: definition.version, definition });
      }
      if (url.pathname === '/v1/account' && method === 'GET') {
        if (!shop.signedIn)
          return json(
            {
              message: 'User (role: guests) missing scopes (["account"])',
              code: 401,
              type: 'general_unauthorized_scope',
              version: '1.9.6',
            },
            401,
          );
        return json({
          $id: 'user-mia',
          name: 'Mia',
          email: 'mia@example.com',
          emailVerification: true,
          labels: [],
          registration: '2026-01-01T00:00:00.000+00:00',
          prefs: {},
        });
      }
      if (url.pathname === '/v1/databases/shop/collections/products/documents' && method === 'GET') {
        if (gate) await gate;
        if (shop.failProducts) return json({ message: 'Server Error', code: 500, type: 'general_server_error', version: '1.9.6' }, 500);
        const ids = requestedIds(url);
        const documents = [...shop.products.values()].filter((doc) => !ids || ids.includes(String(doc.$id)));
        return json({ total: documents.length, documents });
      }
      return json({ message: 'Route not found', code: 404, type: 'general_route_not_found', version: '1.9.6' }, 404);
    }),
  );
  return shop;
}

/** The quiz routes with stand-ins for the pages they link to. */
export function renderQuiz(url: string) {
  return renderRoutes(
    [
      { path: '/quiz/skincare', element: <QuizPage quiz="skincare" /> },
      { path: '/quiz/haircare', element: <QuizPage quiz="haircare" /> },
      { path: '/shop', element: <h1>All products</h1> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    url,
  );
}

/**
 * Picks the answer whose label matches, then presses Next (or the last question's button). The
 * first question appears once the run's code has loaded after Start (quiz-page.tsx).
 */
export async function answerAndContinue(user: UserEvent, answer: RegExp, nextLabel: string | RegExp = /^(Next|Weiter)$/) {
  await user.click(await screen.findByRole('radio', { name: answer }));
  await user.click(screen.getByRole('button', { name: nextLabel }));
}
