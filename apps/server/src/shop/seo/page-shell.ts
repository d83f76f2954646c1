import { homePageTitle } from '@pura/core/site/page-title';
import type { PublicRuntimeConfig } from '../runtime-config.ts';
import { escapeHtml } from '../../infra/mail/templates.ts';
import type { RenderedPage } from '../ssr/page-renderer.ts';

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const ROOT = /<div id="root"><\/div>/;
/** The tags React writes first when a page renders <title>, <meta> or preloads: they belong in <head>. */
const LEADING_HEAD_TAG = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** A server-rendered page's body: its markup, its state, and the modules to load after the first paint. */
export interface ServerRenderedBody extends RenderedPage {
  modules: string[];
}

/** index.html cut where the per-page head and body go, so serving a page is a few concatenations. */
export interface PageShell {
  /**
   * The page with these head tags (already escaped HTML) and, when the server rendered it, its
   * markup in #root and its state in a JSON data block.
   */
  render(headTags: string, body?: ServerRenderedBody | null): string;
  /** The built index.html's own title and description, for routes the server does not describe. */
  defaultHead: string;
}

/** A rendered page's leading <title>/<meta>/<link> tags, split from its markup. */
export function splitHeadTags(html: string): { headTags: string[]; markup: string } {
  const headTags: string[] = [];
  let rest = html;
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    headTags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { headTags, markup: rest };
}

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
export const jsonDataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * Takes the built index.html apart once: its title (with the shop's name from the settings the
 * runtime config carries, decision 024) and meta description become the default head, the runtime config (a JSON data block) goes at the end of <head>, and #root is where a
 * server-rendered page's markup goes.
 */
export function createPageShell(template: string, runtimeConfigJson: string): PageShell {
  const { shop } = JSON.parse(runtimeConfigJson) as Pick<PublicRuntimeConfig, 'shop'>;
  const title = TITLE.test(template) ? `<title>${escapeHtml(homePageTitle(shop.store.shopName))}</title>` : '';
  const description = DESCRIPTION.exec(template)?.[0].trim() ?? '';
  const withoutHead = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = withoutHead.search(/<\/head>/i);
  const cut = headEnd === -1 ? 0 : headEnd;
  const before = withoutHead.slice(0, cut);
  const after = `<script type="application/json" id="pura-config">${runtimeConfigJson.replace(/</g, '\\u003c')}</script>\n  ${withoutHead.slice(cut)}`;
  const rootAt = after.search(ROOT);
  return {
    render(headTags, body) {
      if (!body || rootAt === -1) return `${before}  ${headTags}\n    ${after}`;
      const rootEnd = rootAt + '<div id="root"></div>'.length;
      return `${before}  ${headTags}\n    ${after.slice(0, rootAt)}<div id="root">${body.html}</div>${jsonDataBlock('pura-ssr', body.state)}${jsonDataBlock('pura-modules', body.modules)}${after.slice(rootEnd)}`;
    },
    defaultHead: [title, description].filter(Boolean).join('\n    '),
  };
}
