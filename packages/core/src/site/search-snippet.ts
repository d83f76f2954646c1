/** How long a page's meta description may be before search results cut it. */
export const SEARCH_SNIPPET_LENGTH = 155;

/**
 * A text as a page's meta description: spaces collapsed, cut with '…' to SEARCH_SNIPPET_LENGTH.
 * The server's rendered product page and the web app's write the same one, so a crawler and a
 * visitor see the same description.
 */
export function searchSnippet(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= SEARCH_SNIPPET_LENGTH ? clean : `${clean.slice(0, SEARCH_SNIPPET_LENGTH - 1).trimEnd()}…`;
}
