import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin-routes.ts';
import { eraseCustomer } from './customer-erasure.ts';
import { healthRoutes } from './health/health-routes.ts';
import { debugStatusRoutes } from './health/debug-status-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { newsletterRoutes } from './newsletter/newsletter-routes.ts';
import { stockAlertRoutes } from './stock-alerts/stock-alert-routes.ts';
import { defaultImageRoutes } from './catalogue/default-image-routes.ts';
import { registerCheckout } from './checkout/checkout-plugin.ts';
import { quizRoutes } from './quizzes/quiz-routes.ts';
import { stripeWebhookRoutes } from './payments/stripe/stripe-webhook-routes.ts';
import { installReviewRules } from './reviews/review-rules.ts';

/** Every shop endpoint, mounted under /api (docs/architecture.md). */
export async function registerShopRoutes(app: FastifyInstance): Promise<void> {
  app.accountErasers.push(eraseCustomer);
  installReviewRules(app);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(debugStatusRoutes, { prefix: '/api' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(quizRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes);
  await app.register(stockAlertRoutes);
  await app.register(defaultImageRoutes);
  await registerCheckout(app);
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
}
