import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config/env.ts';
import { publicRuntimeConfig } from '../shop/runtime-config.ts';
import { createSeoCatalogue, type SeoProduct } from '../shop/seo/seo-catalogue.ts';
import { type SeoHead, renderSeoHead } from '../shop/seo/seo-head.ts';
import { createPageShell } from '../shop/seo/page-shell.ts';
import { homeHead, pageNotFoundHead, productHead, productNotFoundHead, shopHead } from '../shop/seo/seo-pages.ts';
import { createRoutePreloads } from '../shop/seo/route-preloads.ts';
import { registerSeoRoutes } from '../shop/seo/seo-routes.ts';
import { routeNotFound, sendError } from './error-handler.ts';

const HASHED_ASSET = /\/assets\//;
/** Vite's build manifest: the server reads it from disk; browsers have no use for it. */
const BUILD_METADATA = /^\/\.vite\//;

/**
 * Serves the built SPA: hashed assets immutable and pre-compressed (brotli/gzip files written at
 * build time), everything else revalidated, and index.html — with the runtime config embedded —
 * for every other GET so client-side routes survive a reload (history fallback). /, /shop and
 * /product/{id} carry their title, description, canonical URL, Open Graph and JSON-LD in the
 * HTML itself, so crawlers and link previews need no JavaScript (issue 5 item 8). Each page also
 * preloads its own route's code, so it downloads beside the entry instead of after it (issue 12).
 */
export async function installWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexPath = path.join(config.webDist, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathname) => !BUILD_METADATA.test(pathname),
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app is not built; run `npm run build` to serve the shop');
  }

  const catalogue = createSeoCatalogue(app);
  registerSeoRoutes(app, catalogue);

  const site = { publicUrl: config.publicUrl, projectId: config.projectId };
  const shell = template ? createPageShell(template, JSON.stringify(publicRuntimeConfig(config))) : null;
  const preloads = createRoutePreloads(config.webDist);
  const withPreloads = (headTags: string, pathname: string) => [headTags, preloads.forPath(pathname)].filter(Boolean).join('\n    ');
  const homePage = shell?.render(withPreloads(renderSeoHead(homeHead(site)), '/'));
  // Pages the server does not describe differ only in their preloads: one rendering per route.
  const defaultPages = new Map<string, string>();
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
  // Rendered pages live as long as the catalogue's cached read they were made from.
  const renderedProducts = new WeakMap<SeoProduct, string>();
  const renderedShops = new WeakMap<readonly SeoProduct[], string>();

  const sendPage = (reply: FastifyReply, html: string | undefined, status = 200) => {
    if (html === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The Pura web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  const render = (head: SeoHead, pathname: string) => shell?.render(withPreloads(renderSeoHead(head), pathname));

  app.get('/', (_request, reply) => sendPage(reply, homePage));

  app.get('/shop', async (_request, reply) => {
    if (!shell) return sendPage(reply, undefined);
    const products = await catalogue.all();
    let html = renderedShops.get(products);
    if (!html) {
      html = shell.render(withPreloads(renderSeoHead(shopHead(site, products)), '/shop'));
      renderedShops.set(products, html);
    }
    return sendPage(reply, html);
  });

  app.get('/product/:id', async (request, reply) => {
    if (!shell) return sendPage(reply, undefined);
    const { id } = request.params as { id: string };
    const pathname = request.url.split('?')[0] ?? '/product';
    const product = await catalogue.product(id);
    if (!product) return sendPage(reply, render(productNotFoundHead(site, pathname), pathname), 404);
    let html = renderedProducts.get(product);
    if (!html) {
      html = shell.render(withPreloads(renderSeoHead(productHead(site, product)), pathname));
      renderedProducts.set(product, html);
    }
    return sendPage(reply, html);
  });

  // DEBUG_PAGES=false: the debug page answers as a page that does not exist (the SPA shows its 404).
  if (!config.debugPages) {
    app.get('/newsletter-debug', (request, reply) => sendPage(reply, render(pageNotFoundHead(site, '/newsletter-debug'), '/newsletter-debug'), 404));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/v1') || pathname.startsWith('/api')) return sendError(reply, routeNotFound());
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (wantsPage) return sendPage(reply, defaultPage(pathname));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
