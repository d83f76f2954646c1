import type { FastifyPluginAsync } from 'fastify';
import { testCardAuthenticateRequestSchema, testCardConfirmRequestSchema } from '@pura/core/schemas/checkout-api';
import { requireAccount } from '../../../appwrite/account/guards.ts';
import { AppwriteError } from '../../../infra/errors.ts';
import { parseBody } from '../../checkout/parse-body.ts';
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
  async (app) => {
    const ownIntent = async (clientSecret: string, userId: string) => {
      const intent = await processor.findBySecret(clientSecret);
      if (!intent || intent.metadata.userId !== userId) throw notFound();
      return intent;
    };

    app.post('/payments/test/confirm', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const { user } = await requireAccount(request);
      const { clientSecret, card } = parseBody(testCardConfirmRequestSchema, request.body);
      const intent = await ownIntent(clientSecret, user.id);
      const expired = await expiredCheckout(app, intent);
      if (expired) return sendPaymentRefusal(reply, expired);
      const confirmation = await processor.confirm(clientSecret, card);
      if (confirmation.kind === 'not_found') throw notFound();
      if (confirmation.kind === 'invalid_card') return sendPaymentRefusal(reply, confirmation.error);
      return answerPayment(app, reply, confirmation.intent);
    });

    app.post('/payments/test/authenticate', { bodyLimit: 16 * 1024 }, async (request, reply) => {
      const { user } = await requireAccount(request);
      const { clientSecret, outcome } = parseBody(testCardAuthenticateRequestSchema, request.body);
      const intent = await ownIntent(clientSecret, user.id);
      const expired = await expiredCheckout(app, intent);
      if (expired) return sendPaymentRefusal(reply, expired);
      const confirmation = await processor.authenticate(clientSecret, outcome);
      if (confirmation.kind !== 'intent') throw notFound();
      return answerPayment(app, reply, confirmation.intent);
    });
  };
