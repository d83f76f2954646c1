/**
 * Page titles carry the shop's name from its settings (decision 024), in one shape everywhere:
 * the browser tab, the server-rendered <title>, Open Graph and Twitter tags, and the newsletter
 * pages. "Your Cart — Shop name"; the home page leads with the name.
 */

/** What the home page adds after the shop's name: the shop's two departments (docs/product.md §2). */
const HOME_TITLE_TAIL = 'Organic Vegan Skincare & Haircare';

/** A page's title: "Your Cart — Shop name", or the shop's name alone. */
export function pageTitle(shopName: string, page?: string): string {
  return page ? `${page} — ${shopName}` : shopName;
}

/** The home page's title: "Shop name — Organic Vegan Skincare & Haircare". */
export function homePageTitle(shopName: string): string {
  return `${shopName} — ${HOME_TITLE_TAIL}`;
}
