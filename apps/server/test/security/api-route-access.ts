/**
 * Who may use each /api route: the one table the permission matrix checks every discovered /api
 * route against. A route missing here fails the matrix — add it with its access and, when the
 * empty JSON body is not a fair request, a sample one.
 *
 * - public: every actor passes the gate (the answer is never 401/403);
 * - signed-in: guests 401, every signed-in user passes;
 * - admin: guests 401, shoppers 401/403, admins pass.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface RouteRule {
  access: RouteAccess;
  /** A request a permitted caller would send; default: no query and `{}` as JSON body. */
  sample?: { query?: string; body?: unknown };
}

export const API_ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'POST /api/events': {
    access: 'public',
    sample: { body: { name: 'quiz_started', quiz: 'skincare', sessionId: 'matrix-session-1', properties: { language: 'en' } } },
  },
  'POST /api/send-contact-email': {
    access: 'public',
    sample: {
      body: { firstName: 'Ada', lastName: 'Matrix', email: 'ada@example.test', subject: 'Hello', message: 'A question about serums.' },
    },
  },
  'POST /api/newsletter/subscribe': { access: 'public', sample: { body: { email: 'matrix-news@example.test' } } },
  // The mailed links: the token is the credential, so no session is needed.
  'GET /api/newsletter/confirm': { access: 'public', sample: { query: 'token=unknown' } },
  'GET /api/newsletter/unsubscribe': { access: 'public', sample: { query: 'token=unknown' } },
  'POST /api/newsletter/unsubscribe': { access: 'public', sample: { query: 'token=unknown' } },
  // Back in stock (docs/product.md §4): anyone may ask; the mailed link's token is the credential.
  'POST /api/stock-alerts': { access: 'public', sample: { body: { email: 'matrix-stock@example.test', productId: 'unknown-product' } } },
  'GET /api/stock-alerts/confirm': { access: 'public', sample: { query: 'token=unknown' } },
  // Checkout: the buyer's own session; someone else's payment answers like a missing one.
  'POST /api/create-checkout-session': { access: 'signed-in' },
  'POST /api/payments/complete': { access: 'signed-in' },
  'POST /api/payments/test/confirm': { access: 'signed-in' },
  'POST /api/payments/test/authenticate': { access: 'signed-in' },
  // Stripe's signature is the credential; a request without one is a 400, not a 401.
  'POST /api/stripe/webhook': { access: 'public' },
  // Route prefetch: which built files open a page, the same for everyone.
  'GET /api/route-modules': { access: 'public', sample: { query: 'paths[]=/shop' } },
  // Quiz definitions and routines: what every shopper's browser evaluates (docs/quizzes.md).
  'GET /api/quizzes/:quiz': { access: 'public' },
  'GET /api/quizzes/:quiz/versions/:version': { access: 'public' },
  'GET /api/quiz-routines': { access: 'public' },
  // Only with DEBUG_PAGES on (the production checklist turns it off); names kinds, never secrets.
  'GET /api/debug/status': { access: 'public' },
};

/**
 * Every route under /api/admin/ is admin-only whatever its table entry says: the matrix checks
 * that guests and shoppers are refused even for admin routes added after this table was written.
 */
export const ADMIN_PREFIX = '/api/admin/';
