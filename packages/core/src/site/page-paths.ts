/**
 * Every page of the web app, as the router's path patterns (`:name` matches one path segment).
 * The server answers a path that is none of these with the 'Oops! Page not found' page and
 * status 404, so crawlers never index a page that does not exist (docs/product.md §2). The web
 * app's router is checked against this list (apps/web/src/app/router.test.ts): a page added to one
 * and not the other fails that test.
 */
export const PAGE_PATHS = [
  '/',
  '/shop',
  '/products',
  '/product/:id',
  '/about',
  '/ingredients',
  '/contact',
  '/login',
  '/auth/success',
  '/auth/magic',
  '/auth/failure',
  '/reset-password',
  '/verify-email',
  '/profile',
  '/cart',
  '/wishlist',
  '/checkout',
  '/payment-success',
  '/quiz',
  '/quiz/skincare',
  '/quiz/haircare',
  '/admin',
  '/admin/products',
  '/admin/orders',
  '/admin/orders/:orderId',
  '/admin/subscribers',
  '/admin/messages',
  '/admin/quizzes',
  '/admin/settings',
  '/privacy',
  '/terms',
  '/faq',
  '/shipping',
  '/returns',
  '/newsletter-debug',
] as const;

/** One page of the web app, as its router path pattern. */
export type PagePath = (typeof PAGE_PATHS)[number];

const patterns = PAGE_PATHS.map((path) => ({ path, parts: path.toLowerCase().split('/').filter(Boolean) }));

/**
 * The page `pathname` (no query string) opens, e.g. '/product/:id' for '/product/rose-cream', or
 * undefined for none. Like the router, it ignores case and a trailing slash.
 */
export function pagePathOf(pathname: string): PagePath | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return patterns.find(
    ({ parts }) => parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]),
  )?.path;
}

/** Whether `pathname` (no query string) opens a page of the web app. */
export function isPagePath(pathname: string): boolean {
  return pagePathOf(pathname) !== undefined;
}
