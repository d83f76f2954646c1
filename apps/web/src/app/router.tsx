import { createBrowserRouter } from '@/lib/router/browser-router';
import { type RouteObject, loadRouteModules, matchRoutes } from '@/lib/router/match-routes';
import { Navigate } from '@/lib/router/navigate';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';
import { AppLoading } from './layout/app-loading';

// Every route of docs/product.md §2, each its own chunk so a visit loads only the page it opens.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppLoading,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      { path: 'shop', lazy: () => import('./routes/shop').then((m) => ({ Component: m.ShopRoute })) },
      { path: 'products', element: <Navigate to="/shop" replace /> },
      { path: 'product/:id', lazy: () => import('./routes/product').then((m) => ({ Component: m.ProductRoute })) },
      { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
      { path: 'ingredients', lazy: () => import('./routes/ingredients').then((m) => ({ Component: m.IngredientsRoute })) },
      { path: 'contact', lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })) },
      { path: 'login', lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
      { path: 'auth/success', lazy: () => import('./routes/auth-success').then((m) => ({ Component: m.AuthSuccessRoute })) },
      { path: 'auth/magic', lazy: () => import('./routes/magic-link').then((m) => ({ Component: m.MagicLinkRoute })) },
      { path: 'auth/failure', lazy: () => import('./routes/auth-failure').then((m) => ({ Component: m.AuthFailureRoute })) },
      { path: 'reset-password', lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })) },
      { path: 'verify-email', lazy: () => import('./routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })) },
      { path: 'profile', lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })) },
      { path: 'cart', lazy: () => import('./routes/cart').then((m) => ({ Component: m.CartRoute })) },
      { path: 'checkout', lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
      { path: 'wishlist', lazy: () => import('./routes/wishlist').then((m) => ({ Component: m.WishlistRoute })) },
      { path: 'payment-success', lazy: () => import('./routes/payment-success').then((m) => ({ Component: m.PaymentSuccessRoute })) },
      // docs/product.md §2: /quiz replaces its history entry with the skincare quiz.
      { path: 'quiz', element: <Navigate to="/quiz/skincare" replace /> },
      {
        path: 'quiz/skincare',
        lazy: () => withSharedResult(import('./routes/quiz-skincare')).then((m) => ({ Component: m.SkincareQuizRoute })),
      },
      {
        path: 'quiz/haircare',
        lazy: () => withSharedResult(import('./routes/quiz-haircare')).then((m) => ({ Component: m.HaircareQuizRoute })),
      },
      {
        path: 'admin',
        lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
        children: [
          { index: true, lazy: () => import('./routes/admin-dashboard').then((m) => ({ Component: m.AdminDashboardRoute })) },
          { path: 'products', lazy: () => import('./routes/admin-products').then((m) => ({ Component: m.AdminProductsRoute })) },
          { path: 'orders', lazy: () => import('./routes/admin-orders').then((m) => ({ Component: m.AdminOrdersRoute })) },
          { path: 'orders/:orderId', lazy: () => import('./routes/admin-order').then((m) => ({ Component: m.AdminOrderRoute })) },
          { path: 'subscribers', lazy: () => import('./routes/admin-subscribers').then((m) => ({ Component: m.AdminSubscribersRoute })) },
          { path: 'messages', lazy: () => import('./routes/admin-messages').then((m) => ({ Component: m.AdminMessagesRoute })) },
          { path: 'quizzes', lazy: () => import('./routes/admin-quizzes').then((m) => ({ Component: m.AdminQuizzesRoute })) },
          { path: 'settings', lazy: () => import('./routes/admin-settings').then((m) => ({ Component: m.AdminSettingsRoute })) },
        ],
      },
      { path: 'privacy', lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })) },
      { path: 'terms', lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })) },
      { path: 'faq', lazy: () => import('./routes/faq').then((m) => ({ Component: m.FaqRoute })) },
      { path: 'shipping', lazy: () => import('./routes/shipping').then((m) => ({ Component: m.ShippingRoute })) },
      { path: 'returns', lazy: () => import('./routes/returns').then((m) => ({ Component: m.ReturnsRoute })) },
      { path: 'newsletter-debug', lazy: () => import('./routes/newsletter-debug').then((m) => ({ Component: m.NewsletterDebugRoute })) },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/**
 * A quiz opened on a shared result (?r=) shows the run, not the intro: its code comes with the
 * page's, so a server-rendered result is hydrated in one go (quiz-page.tsx).
 */
function withSharedResult<T>(page: Promise<T>): Promise<T> {
  if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('r')) return page;
  return Promise.all([page, import('@/features/quiz/quiz-page').then((m) => m.loadQuizRun())]).then(([loaded]) => loaded);
}

/**
 * The app's router. For a server-rendered page it is told so: it then takes over the page where the
 * visitor already is, instead of scrolling it back to the top when the app starts.
 */
export function createRouter({ serverRendered = false } = {}) {
  return createBrowserRouter(routes, { serverRendered });
}

/**
 * Loads the modules of the routes `pathname` matches and puts them on the route objects, so a
 * router created afterwards starts with the page itself: hydration of a server-rendered page, and
 * the server's render, must not meet a loading fallback.
 */
export async function resolveRouteModules(pathname: string): Promise<void> {
  await loadRouteModules(matchRoutes(routes, pathname));
}

/**
 * Starts loading the code of the page at `pathname` (and of its layouts) without showing it, so a
 * link the pointer rests on opens at once when clicked (decision 012, route prefetch). The module
 * cache makes the router's own load of the same chunk free.
 */
export function prefetchRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname)) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
