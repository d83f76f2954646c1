import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { CartCookieLine } from '@pura/core/cart/cart-cookie';
import type { QuizDefinition } from '@pura/core/quiz/definition/schema';
import type { QuizKind } from '@pura/core/quiz/questions';
import type { UserModel } from '../../appwrite/account/models.ts';
import type { DocumentJson } from '../../appwrite/databases/document-model.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) is asked to render. */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  products?: DocumentJson[];
  product?: DocumentJson;
  /** The signed-in visitor, as GET /v1/account answers (/cart only: such a page is per visitor). */
  account?: UserModel;
  /** The visitor's cart (/cart). */
  cart?: RenderCart;
  /** A quiz page's live version, and the version its result link names when that is another one. */
  quiz?: { live: RenderQuizVersion; linked?: RenderQuizVersion };
  /** /cart with a quiz result's lines: the routines the live quizzes can recommend (as GET /api/quiz-routines). */
  quizRoutines?: { versions: Record<QuizKind, number>; routines: readonly string[][] };
}

/** A published quiz version as GET /api/quizzes/:quiz answers it. */
export interface RenderQuizVersion {
  quiz: QuizKind;
  version: number;
  definition: QuizDefinition;
}

/** A cart to render: the cart cookie's lines and the documents of the products they name. */
export interface RenderCart {
  items: CartCookieLine[];
  customPackagingName: string;
  products: DocumentJson[];
}

/** A page rendered on the server: markup for #root and the state main.tsx hydrates from. */
export interface RenderedPage {
  html: string;
  state: unknown;
}

/** The contract of dist-ssr/entry-server.js, checked when it loads. */
interface ServerEntry {
  configure(config: unknown): void;
  render(request: RenderRequest & { signal?: AbortSignal }): Promise<RenderedPage>;
}

export interface PageRenderer {
  /**
   * The page, or null when it could not be rendered in time: the browser then renders it itself.
   * `runtimeConfig` is what the page embeds: the shop's settings change while the server runs.
   */
  render(request: RenderRequest, runtimeConfig: unknown): Promise<RenderedPage | null>;
}

/**
 * A render that takes longer than this is abandoned: a slow first paint from the server is worse
 * than the shell the browser renders itself.
 */
export const RENDER_TIMEOUT_MS = 3_000;

/** Where `npm run build` puts the server entry: dist-ssr beside the web app's dist. */
export const serverEntryPath = (webDist: string) => path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');

const isServerEntry = (module: unknown): module is ServerEntry =>
  typeof (module as ServerEntry | null)?.render === 'function' && typeof (module as ServerEntry).configure === 'function';

/**
 * Loads the web app's server entry, or answers null when there is none (a server started without
 * a web build, or the dev setup): pages are then rendered by the browser alone, as before.
 * A render that throws or times out is logged and answered with null, never with an error page.
 */
export async function loadPageRenderer(entryPath: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (!existsSync(entryPath)) return null;
  const module: unknown = await import(pathToFileURL(entryPath).href);
  if (!isServerEntry(module)) {
    log.error({ entryPath }, 'the web server entry exports no render/configure: pages are rendered in the browser');
    return null;
  }
  let configured: unknown;
  return {
    async render(request, runtimeConfig) {
      // The entry holds one config for all its renders; it changes only with the settings, and
      // shop-pages.ts drops every page rendered with the old one.
      if (runtimeConfig !== configured) {
        module.configure(runtimeConfig);
        configured = runtimeConfig;
      }
      try {
        return await module.render({ ...request, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      } catch (error) {
        log.error({ err: error, url: request.url }, 'server rendering failed: the browser renders this page');
        return null;
      }
    },
  };
}
