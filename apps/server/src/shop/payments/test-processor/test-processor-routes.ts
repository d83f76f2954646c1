import type { FastifyPluginAsync } from 'fastify';
import { testCardAuthenticateRequestSchema, testCardConfirmRequestSchema } from '@pura/core/schemas/checkout-api';
import { requireAccount } from '../../../appwrite/account/guards.ts';
import { AppwriteError } from '../../../infra/errors.ts';
import { signedIn } from '../../checkout/signed-in.ts';
import type { ZodTypeProvider } from '../../../http/route-schemas.ts';
import { answerPayment, sendPaymentRefusal } from '../../checkout/payment-answer.ts';
import { expiredCheckout } from '../../checkout/reservations.ts';
import type { TestProcessor } from './test-processor.ts';

const notFound = () => new AppwriteError('payment_intent_not_found', 'Payment not found.');

/**
 * The built-in test card form's routes (wire contract in @pura/core/schemas/checkout-api),
 * registered only while the test processor is the provider. Only the customer who started the
 * checkout may pay it; anyone else gets the same 404 as for an unknown client secret.
 */
export const testProcessorRoutes =
  (processor: TestProcessor): FastifyPluginAsync =>
  async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    // The card form shows these messages as they are (docs/product.md §5).
    const inputErrors = 'sentence';
    const ownIntent = async (clientSecret: string, userId: string) => {
      const intent = await processor.findBySecret(clientSecret);
      if (!intent || intent.metadata.userId !== userId) throw notFound();
      return intent;
    };

    const confirm = { schema: { body: testCardConfirmRequestSchema }, config: { inputErrors }, preValidation: signedIn } as const;
    app.post('/payments/test/confirm', { ...confirm, bodyLimit: 16 * 1024 }, async (request, reply) => {
      const { user } = await requireAccount(request);
      const { clientSecret, card } = request.body;
      const intent = await ownIntent(clientSecret, user.id);
      const expired = await expiredCheckout(app, intent);
      if (expired) return sendPaymentRefusal(reply, expired);
      const confirmation = await processor.confirm(clientSecret, card);
      if (confirmation.kind === 'not_found') throw notFound();
      if (confirmation.kind === 'invalid_card') return sendPaymentRefusal(reply, confirmation.error);
      return answerPayment(app, reply, confirmation.intent);
    });

    const authenticate = { schema: { body: testCardAuthenticateRequestSchema }, config: { inputErrors }, preValidation: signedIn } as const;
    app.post('/payments/test/authenticate', { ...authenticate, bodyLimit: 16 * 1024 }, async (request, reply) => {
      const { user } = await requireAccount(request);
      const { clientSecret, outcome } = request.body;
      const intent = await ownIntent(clientSecret, user.id);
      const expired = await expiredCheckout(app, intent);
      if (expired) return sendPaymentRefusal(reply, expired);
      const confirmation = await processor.authenticate(clientSecret, outcome);
      if (confirmation.kind !== 'intent') throw notFound();
      return answerPayment(app, reply, confirmation.intent);
    });
  };
