const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** index.html cut where the per-page head goes, so serving a page is two concatenations. */
export interface PageShell {
  /** The page with these head tags (already escaped HTML). */
  render(headTags: string): string;
  /** The built index.html's own title and description, for routes the server does not describe. */
  defaultHead: string;
}

/**
 * Takes the built index.html apart once: its title and meta description become the default
 * head, and the runtime config (a JSON data block, `<` escaped) goes at the end of <head>.
 */
export function createPageShell(template: string, runtimeConfigJson: string): PageShell {
  const title = TITLE.exec(template)?.[0].trim() ?? '';
  const description = DESCRIPTION.exec(template)?.[0].trim() ?? '';
  const withoutHead = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = withoutHead.search(/<\/head>/i);
  const cut = headEnd === -1 ? 0 : headEnd;
  const before = withoutHead.slice(0, cut);
  const after = `<script type="application/json" id="pura-config">${runtimeConfigJson.replace(/</g, '\\u003c')}</script>\n  ${withoutHead.slice(cut)}`;
  return {
    render: (headTags) => `${before}  ${headTags}\n    ${after}`,
    defaultHead: [title, description].filter(Boolean).join('\n    '),
  };
}
