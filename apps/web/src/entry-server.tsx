import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import type { CartCookieLine } from '@pura/core/cart/cart-cookie';
import { type CartState, EMPTY_CART } from '@pura/core/cart/cart-state';
import { AppProviders } from '@/app/providers';
import { resolveRouteModules, routes } from '@/app/router';
import { toCartProduct } from '@/components/cart/use-add-to-cart';
import { ServerCartContext } from '@/data/cart-store';
import { type ProductDocument, productKeys, toProduct } from '@/data/products';
import { QUIZ_ROUTINES_KEY, type QuizRoutines } from '@/data/quiz-routines';
import { type QuizVersion, quizVersionKeys } from '@/features/quiz/quiz-versions';
import { SESSION_QUERY_KEY, toSessionUser } from '@/data/session';
import { createQueryClient } from '@/lib/query-client';
import { createMemoryRouter } from '@/lib/router/memory-router';
import { RouterProvider } from '@/lib/router/router-provider';
import { type RuntimeConfig, configureRuntime } from '@/lib/runtime-config';
import type { SsrState } from '@/lib/ssr-state';

/**
 * The server's side of the first paint (decision 012: LCP needs content in the HTML, not after the
 * JavaScript). The production server imports this bundle (dist-ssr/entry-server.js, built by
 * `vite build --ssr`), passes the catalogue it already holds, and puts `html` into #root and
 * `state` into the page as a JSON data block; main.tsx hydrates from both. The public pages are
 * rendered as a signed-out visitor with an empty cart sees them: per-visitor parts (account menu,
 * cart badge, wishlist hearts) fill in after hydration, as they would without server rendering.
 * /cart is the one page rendered per visitor: for a signed-in shopper, from their account and the
 * cart their browser mirrors into a cookie.
 */

export interface RenderRequest {
  /** Path and query of the page, e.g. '/shop?category=Serums'. */
  url: string;
  /** The whole catalogue, newest first, as GET /v1/…/documents returns it (/, /shop). */
  products?: ProductDocument[];
  /** The page's product (/product/{id}). */
  product?: ProductDocument;
  /** The signed-in visitor, as GET /v1/account answers (/cart): the page starts signed in. */
  account?: Models.User<Models.Preferences>;
  /** The visitor's cart (/cart): its cookie's lines and the products they name, as documents. */
  cart?: RenderCart;
  /**
   * A quiz page's live version, and the version its result link (?r=) was made with when that is
   * another: the questions arrive with the page, and answering asks the server nothing.
   */
  quiz?: { live: QuizVersion; linked?: QuizVersion };
  /** /cart: the routines the live quizzes can recommend, for the routine discount (GET /api/quiz-routines). */
  quizRoutines?: QuizRoutines;
  /** Aborts a render that takes too long (the server then sends the page without it). */
  signal?: AbortSignal;
}

/** A cart to render: the lines of the cart cookie (@pura/core/cart/cart-cookie) and their products. */
export interface RenderCart {
  items: CartCookieLine[];
  customPackagingName: string;
  products: ProductDocument[];
}

export interface RenderedPage {
  html: string;
  state: SsrState;
}

/** Called once by the server: the same public config it embeds in the page for the browser. */
export function configure(config: RuntimeConfig): void {
  configureRuntime(config);
}

export async function render({ url, products, product, account, cart, quiz, quizRoutines, signal }: RenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  if (products) queryClient.setQueryData(productKeys.list(), products.map(toProduct));
  if (product) queryClient.setQueryData(productKeys.detail(product.$id), toProduct(product));
  if (account) queryClient.setQueryData(SESSION_QUERY_KEY, toSessionUser(account));
  if (quiz) queryClient.setQueryData(quizVersionKeys.live(quiz.live.quiz), quiz.live);
  if (quiz?.linked) queryClient.setQueryData(quizVersionKeys.version(quiz.linked.quiz, quiz.linked.version), quiz.linked);
  if (quizRoutines) queryClient.setQueryData(QUIZ_ROUTINES_KEY, quizRoutines);
  const cartState = cart ? toCartState(cart) : undefined;

  // Loads the page's lazy route modules; one that fails rejects here, and the server sends the
  // page for the browser to render.
  await resolveRouteModules(new URL(url, 'http://pura.invalid').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [url] });

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <ServerCartContext value={cartState ?? EMPTY_CART}>
          <RouterProvider router={router} />
        </ServerCartContext>
      </AppProviders>
    </StrictMode>
  );
  // A component that suspends while rendering (a lazy one loading for the first time) comes out as
  // a placeholder plus an inline script that swaps it in later: scripts the CSP refuses, so such a
  // page is rendered again once its modules are loaded, until nothing suspends.
  for (let attempt = 1; ; attempt++) {
    const html = await renderToHtml(app, signal);
    if (!html.includes(PENDING_BOUNDARY))
      return { html, state: { queries: dehydrate(queryClient), ...(cartState ? { cart: cartState } : {}) } };
    if (attempt === MAX_RENDERS) throw new Error(`${url} still suspends after ${MAX_RENDERS} renders`);
  }
}

/**
 * The cart as the store holds it: each cookie line with its product's current name, price, image
 * and stock, as adding it would have stored them; a line whose product is gone is left out.
 */
function toCartState({ items, customPackagingName, products }: RenderCart): CartState {
  const documents = new Map(products.map((document) => [document.$id, document]));
  const lines = items.flatMap(({ id, quantity, isBundle, language }) => {
    const document = documents.get(id);
    return document ? [{ ...toCartProduct(toProduct(document)), quantity, isBundle, ...(language ? { language } : {}) }] : [];
  });
  return { items: lines, customPackagingName };
}

/** React's mark of a Suspense boundary whose content is streamed after the shell. */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_RENDERS = 3;

/**
 * The page's markup once everything has loaded. An error in any component fails the whole render
 * (the server then sends the page for the browser to render): a boundary the server gave up on
 * would otherwise make hydration fail in the visitor's console.
 */
async function renderToHtml(app: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(app, {
    ...(signal ? { signal } : {}),
    // React outlines boundaries that come after this many bytes (to stream them later); one
    // complete document is wanted here.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
