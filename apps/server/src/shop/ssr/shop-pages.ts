import path from 'node:path';
import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import { type PagePath, isPagePath } from '@pura/core/site/page-paths';
import type { Config } from '../../config/env.ts';
import { type PublicRuntimeConfig, publicRuntimeConfig } from '../runtime-config.ts';
import { defaultShopSettings, type ShopSettings } from '@pura/core/settings/shop-settings';
import { type CatalogueProduct, createSeoCatalogue } from '../seo/seo-catalogue.ts';
import { type SeoHead, renderSeoHead } from '../seo/seo-head.ts';
import { type PageShell, createPageShell, splitHeadTags } from '../seo/page-shell.ts';
import { homeHead, pageNotFoundHead, productHead, productNotFoundHead, productPath, shopHead } from '../seo/seo-pages.ts';
import { createRoutePreloads } from '../seo/route-preloads.ts';
import { registerRouteModules } from '../seo/route-modules-routes.ts';
import { registerSeoRoutes } from '../seo/seo-routes.ts';
import { type PageRenderer, type RenderRequest, loadPageRenderer, serverEntryPath } from './page-renderer.ts';
import { cartToRender, requestCart, signedInAccount } from './cart-page.ts';
import { type LiveQuizzes, publishedVersion } from '../quizzes/live-quizzes.ts';
import type { StoredQuizVersion } from '../quizzes/quiz-store.ts';
import { sharedQuizVersion } from '@pura/core/quiz/share';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { PageFallback } from '../../http/web-app.ts';
import { BoundedCache, pagesOf } from './bounded-cache.ts';

/**
 * The storefront's pages (registered after the /api and /v1 routes; http/web-app.ts serves the
 * files). /, /shop and /product/{id} carry their title, description, canonical URL, Open Graph and
 * JSON-LD in the HTML itself, so crawlers and link previews need no JavaScript (decision 005 item
 * 8). Each page also preloads its own route's code, so it downloads beside the entry instead of
 * after it (decision 012). Every path served here is one of core's PAGE_PATHS, the list the web
 * app's router is checked against, so the server and the router know the same pages.
 *
 * With a server entry built (apps/web/dist-ssr), the storefront's public pages arrive rendered:
 * the markup a signed-out visitor sees, made from the catalogue the server already holds, and
 * cached until a product changes. The browser hydrates it instead of starting from a blank page
 * (decision 012: first paint and LCP without waiting for the JavaScript). /cart is rendered per
 * visitor when the session cookie names a signed-in shopper, and never cached.
 *
 * `template` is the built index.html (null when the web app is not built). Returns the answer for
 * a page path no route has: the app (history fallback), or 'Page not found' with a real 404.
 */
export async function registerShopPages(app: FastifyInstance, config: Config, template: string | null): Promise<PageFallback> {
  /** A page route: only paths of core's page list. */
  const pageRoute = (pathname: PagePath, handler: RouteHandlerMethod) => app.get(pathname, handler);
  const catalogue = createSeoCatalogue(app);
  registerSeoRoutes(app, catalogue);

  const site = {
    publicUrl: config.publicUrl,
    projectId: config.projectId,
    shopName: () => (shownSettings ?? fallbackSettings).store.shopName,
  };
  const preloads = createRoutePreloads(config.webDist);
  registerRouteModules(app, preloads);
  const withPreloads = (headTags: string, pathname: string) => [headTags, preloads.forPath(pathname)].filter(Boolean).join('\n    ');
  // Loaded beside the rest of the start-up; the first page waits for it if it is not there yet.
  const renderer: Promise<PageRenderer | null> = template
    ? loadPageRenderer(serverEntryPath(config.webDist), app.log).catch((error: unknown) => {
        app.log.error({ err: error }, 'the web server entry failed to load: pages are rendered in the browser');
        return null;
      })
    : Promise.resolve(null);

  /**
   * The page at `pathname`: `head` when the server describes the page itself (its tags then
   * replace the rendered <title>/<meta>, which say the same), otherwise the page's own rendered
   * title and description, or index.html's when it was not rendered. `final` is false when a
   * render failed: such a page is sent but not cached, so the next request tries again.
   */
  const page = async (pathname: string, head: SeoHead | null, request: RenderRequest | null): Promise<Page> => {
    if (!shell) return { html: undefined, final: true };
    const pageRenderer = request ? await renderer : null;
    const rendered = request && pageRenderer ? await pageRenderer.render(request, runtimeConfig) : null;
    if (!rendered)
      return { html: shell.render(withPreloads(head ? renderSeoHead(head) : shell.defaultHead, pathname)), final: !pageRenderer };
    const { headTags, markup } = splitHeadTags(rendered.html);
    const tags = head ? renderSeoHead(head) : headTags.join('\n    ') || shell.defaultHead;
    // No preloads in <head>: the entry loads these modules once the page has been painted.
    return { html: shell.render(tags, { html: markup, state: rendered.state, modules: preloads.modulesForPath(pathname) }), final: true };
  };

  // Rendered pages live as long as the catalogue's cached read they were made from (a product
  // change drops that read); pages that show no products live as long as the process.
  const documentsOf = new WeakMap<readonly CatalogueProduct[], CatalogueProduct['document'][]>();
  const documents = (products: readonly CatalogueProduct[]) => {
    let list = documentsOf.get(products);
    if (!list) {
      list = products.map((product) => product.document);
      documentsOf.set(products, list);
    }
    return list;
  };
  let homePages = new WeakMap<readonly CatalogueProduct[], Promise<Page>>();
  let shopPages = new WeakMap<readonly CatalogueProduct[], BoundedCache<Promise<Page>>>();
  let productPages = new WeakMap<CatalogueProduct, Promise<Page>>();
  let staticPages = new Map<string, Promise<Page>>();
  let defaultPages = new Map<string, string>();
  let queryPages = new BoundedCache<Promise<Page>>(QUERY_PAGES_KEPT);
  let resultPages = new WeakMap<readonly CatalogueProduct[], BoundedCache<Promise<Page>>>();
  let runtimeConfig: PublicRuntimeConfig | undefined;
  let shell: PageShell | null = null;
  let shownSettings: ShopSettings | undefined;
  const fallbackSettings = defaultShopSettings(config.checkout.taxRateBasisPoints);
  /**
   * Every page embeds the shop's settings (decision 024) and most show them, so a change of settings
   * (a new object from app.shopSettings) starts every page cache over. Called first by each route.
   */
  let databaseReady = false;
  app.startup.then(() => (databaseReady = true)).catch(() => undefined);
  const useCurrentSettings = async () => {
    // A cold start answers pages before the database is open (decision 012): with the defaults until
    // then, and the first page after it starts the caches over with the stored settings.
    const shop = !databaseReady
      ? (shownSettings ?? fallbackSettings)
      : await app.shopSettings.current().catch((error: unknown) => {
          app.log.warn({ err: error }, 'shop settings unreadable: pages keep the last ones they had');
          return shownSettings ?? fallbackSettings;
        });
    if (shop === shownSettings) return;
    shownSettings = shop;
    runtimeConfig = publicRuntimeConfig(config, shop);
    shell = template ? createPageShell(template, JSON.stringify(runtimeConfig)) : null;
    homePages = new WeakMap();
    shopPages = new WeakMap();
    productPages = new WeakMap();
    staticPages = new Map();
    defaultPages = new Map();
    queryPages = new BoundedCache(QUERY_PAGES_KEPT);
    resultPages = new WeakMap();
  };
  /**
   * The live quiz versions the quiz pages were rendered with: a publish (a new object from
   * app.liveQuizzes, on every instance) starts the quiz pages' caches over. Null before the
   * database is open or while it cannot be read: the page then asks for the quiz itself.
   */
  let shownQuizzes: LiveQuizzes | null = null;
  const currentQuizzes = async (): Promise<LiveQuizzes | null> => {
    if (!databaseReady) return null;
    const live = await app.liveQuizzes.current().catch((error: unknown) => {
      app.log.warn({ err: error }, 'quiz versions unreadable: quiz pages load them in the browser');
      return null;
    });
    if (live && live !== shownQuizzes) {
      shownQuizzes = live;
      queryPages = new BoundedCache(QUERY_PAGES_KEPT);
      resultPages = new WeakMap();
    }
    return live;
  };
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const pathname = request.url.split('?')[0] ?? '';
      if (!pathname.startsWith('/v1') && !pathname.startsWith('/api') && !path.extname(pathname)) await useCurrentSettings();
    }
  });
  /** Caches a page while it renders (concurrent requests share one render) and after, unless it failed. */
  const remember = async <K>(
    cache: { set(key: K, value: Promise<Page>): unknown; delete(key: K): unknown },
    key: K,
    value: Promise<Page>,
  ) => {
    cache.set(key, value);
    const result = await value.catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    if (!result.final) cache.delete(key);
    return result;
  };

  const sendPage = (reply: FastifyReply, html: string | undefined, status = 200, cacheControl = 'no-cache') => {
    if (html === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The Pura web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
  };
  // Every other page: index.html with the route's preloads, rendered by the browser.
  const defaultPage = (pathname: string) => {
    if (!shell) return undefined;
    const tags = withPreloads(shell.defaultHead, pathname);
    let html = defaultPages.get(tags);
    if (!html) {
      html = shell.render(tags);
      defaultPages.set(tags, html);
    }
    return html;
  };

  const describedPage = (head: SeoHead, pathname: string) => shell?.render(withPreloads(renderSeoHead(head), pathname));

  // The catalogue unreadable (database down): the page as the browser renders it, with its
  // error state and Retry, instead of an error page.
  const catalogueOrNull = <T>(read: Promise<T>) =>
    read.catch((error: unknown) => {
      app.log.warn({ err: error }, 'catalogue unreadable: serving the page unrendered');
      return null;
    });

  pageRoute('/', async (_request, reply) => {
    const products = await catalogueOrNull(catalogue.all());
    if (!products) return sendPage(reply, (await page('/', homeHead(site), null)).html);
    const rendered =
      homePages.get(products) ?? remember(homePages, products, page('/', homeHead(site), { url: '/', products: documents(products) }));
    return sendPage(reply, (await rendered).html);
  });

  pageRoute('/shop', async (request, reply) => {
    const products = await catalogueOrNull(catalogue.all());
    if (!products) return sendPage(reply, (await page('/shop', shopHead(site, []), null)).html);
    // The search and category live in the query string (decision 005): each combination is its own page.
    const search = request.url.slice('/shop'.length);
    const pages = pagesOf(shopPages, products, SHOP_PAGES_PER_CATALOGUE);
    const rendered =
      pages.get(search) ??
      remember(pages, search, page('/shop', shopHead(site, products), { url: `/shop${search}`, products: documents(products) }));
    return sendPage(reply, (await rendered).html);
  });

  pageRoute('/product/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const pathname = request.url.split('?')[0] ?? '/product';
    const product = await catalogueOrNull(catalogue.product(id).then((found) => ({ found })));
    if (!product) return sendPage(reply, defaultPage(pathname));
    if (!product.found) return sendPage(reply, describedPage(productNotFoundHead(site, pathname), pathname), 404);
    const { found } = product;
    const rendered =
      productPages.get(found) ??
      remember(
        productPages,
        found,
        page(productPath(found.id), productHead(site, found), { url: productPath(found.id), product: found.document }),
      );
    return sendPage(reply, (await rendered).html);
  });

  // Pages that show no data: rendered once.
  for (const pathname of STATIC_PAGES) {
    pageRoute(pathname, async (_request, reply) => {
      const rendered = staticPages.get(pathname) ?? remember(staticPages, pathname, page(pathname, null, { url: pathname }));
      return sendPage(reply, (await rendered).html);
    });
  }

  // Pages whose first screen follows their query string (the quiz's ?lang=): rendered once per
  // query and live quiz versions, within a bound, with the live version of the quiz in the page so
  // answering asks the server nothing. A shared quiz result (?r=) shows the catalogue's products:
  // rendered per query and catalogue read, like the shop, with the version its link was made with.
  for (const [pathname, quiz] of QUIZ_PAGES) {
    pageRoute(pathname, async (request, reply) => {
      const at = request.url.indexOf('?');
      const search = at === -1 ? '' : request.url.slice(at);
      const url = `${pathname}${search}`;
      const live = await currentQuizzes();
      const shareCode = new URLSearchParams(search).get('r');
      if (shareCode !== null) {
        const products = await catalogueOrNull(catalogue.all());
        if (!products) return sendPage(reply, defaultPage(pathname));
        const render = async () => ({
          url,
          products: documents(products),
          ...(live ? { quiz: await quizToRender(live, quiz, shareCode) } : {}),
        });
        if (!live) return sendPage(reply, (await page(pathname, null, await render())).html);
        const pages = pagesOf(resultPages, products, QUERY_PAGES_KEPT);
        const rendered =
          pages.get(url) ??
          remember(
            pages,
            url,
            render().then((request) => page(pathname, null, request)),
          );
        return sendPage(reply, (await rendered).html);
      }
      if (!live) return sendPage(reply, (await page(pathname, null, { url })).html);
      const rendered =
        queryPages.get(url) ??
        remember(queryPages, url, page(pathname, null, { url, quiz: { live: versionToRender(live.versions[quiz]) } }));
      return sendPage(reply, (await rendered).html);
    });
  }

  /** A quiz page's versions: the live one, and the one its result link names when that is another published one. */
  const quizToRender = async (live: LiveQuizzes, quiz: QuizKind, shareCode: string) => {
    const linkedVersion = sharedQuizVersion(quiz, shareCode)?.version;
    const linked =
      linkedVersion === undefined || linkedVersion === live.versions[quiz].version
        ? null
        : await publishedVersion(app, quiz, linkedVersion).catch((error: unknown) => {
            app.log.warn({ err: error, quiz, version: linkedVersion }, 'quiz version unreadable: the page loads it in the browser');
            return null;
          });
    return { live: versionToRender(live.versions[quiz]), ...(linked ? { linked: versionToRender(linked) } : {}) };
  };

  // /cart for a signed-in shopper: their account and cart (from the cart cookie, with the
  // catalogue's current products) rendered in, so the guard lets the page show at once. Anyone
  // else, a cart cookie this server cannot read, or the catalogue unreadable: the page as the
  // browser renders it, whose guard sends a guest to /login. The answer depends on the cookies.
  pageRoute('/cart', async (request, reply) => {
    reply.header('vary', 'Cookie');
    const pathname = '/cart';
    const account = await signedInAccount(request);
    if (!account) return sendPage(reply, defaultPage(pathname));
    const cart = requestCart(request);
    const products = cart && (await catalogueOrNull(catalogue.all()));
    if (!cart || !products) return sendPage(reply, defaultPage(pathname), 200, PER_VISITOR);
    // The routine discount's routines come with a cart that holds a quiz result's lines.
    const live = cart.items.some((item) => item.isBundle) ? await currentQuizzes() : null;
    const quizRoutines = live
      ? { versions: { skincare: live.versions.skincare.version, haircare: live.versions.haircare.version }, routines: live.routines() }
      : undefined;
    const rendered = await page(pathname, null, {
      url: request.url,
      account,
      cart: cartToRender(cart, products, config.checkout.maxPerProduct),
      ...(quizRoutines ? { quizRoutines } : {}),
    });
    return sendPage(reply, rendered.html, 200, PER_VISITOR);
  });

  // DEBUG_PAGES=false: the debug page answers as a page that does not exist (the SPA shows its 404).
  if (!config.debugPages) {
    pageRoute('/newsletter-debug', (_request, reply) =>
      sendPage(reply, describedPage(pageNotFoundHead(site, '/newsletter-debug'), '/newsletter-debug'), 404),
    );
  }

  // A path the app has no page for gets its 'Page not found' page with a real 404, so crawlers
  // never index it; every page path gets the app (history fallback).
  return (reply: FastifyReply, pathname: string) =>
    isPagePath(pathname)
      ? sendPage(reply, defaultPage(pathname))
      : sendPage(reply, describedPage(pageNotFoundHead(site, pathname), pathname), 404);
}

/** A page ready to send; `html` is undefined when the web app is not built. */
interface Page {
  html: string | undefined;
  final: boolean;
}

/**
 * Pages the same for every visitor, so rendered once per settings: the information pages, and
 * the sign-in form (a signed-in visitor is sent on by the app once it starts).
 */
const STATIC_PAGES: readonly PagePath[] = [
  '/about',
  '/ingredients',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
  '/shipping',
  '/returns',
  '/login',
];
/** A page made for one visitor: kept by no cache, the browser's included. */
const PER_VISITOR = 'private, no-store';
/** The quizzes' first screens, rendered per query string (see above), and how many are kept. */
const QUIZ_PAGES: ReadonlyArray<readonly [PagePath, QuizKind]> = [
  ['/quiz/skincare', 'skincare'],
  ['/quiz/haircare', 'haircare'],
];
const QUERY_PAGES_KEPT = 200;
/** Search and category combinations kept per catalogue read: typing must not grow memory without bound. */
const SHOP_PAGES_PER_CATALOGUE = 200;

/** What a quiz page embeds of a stored version: what GET /api/quizzes/:quiz answers. */
const versionToRender = ({ quiz, version, definition }: StoredQuizVersion) => ({ quiz, version, definition });
