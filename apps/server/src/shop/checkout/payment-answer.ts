import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentErrorDetails, PaymentResult } from '@pura/core/schemas/checkout-api';
import { APPWRITE_VERSION, ERROR_CODES } from '../../infra/errors.ts';
import type { ProviderPaymentIntent } from '../payments/payment-provider.ts';
import { fulfilPaidIntent } from '../orders/fulfil-payment.ts';
import { paymentProviderFor } from '../payments/payment-providers.ts';
import { holdWhileSettling, releaseReservation } from './reservations.ts';

/**
 * What the confirm, authenticate and complete routes answer for an intent (the wire contract in
 * @pura/core/schemas/checkout-api): a PaymentResult, or a refusal in the Appwrite error shape
 * plus `paymentError`, which the web app shows for card_error and validation_error.
 */

const NOT_COMPLETED: PaymentErrorDetails = {
  type: 'api_error',
  code: 'payment_intent_unexpected_state',
  message: 'The payment has not been completed.',
};
const CANCELED: PaymentErrorDetails = {
  type: 'api_error',
  code: 'payment_intent_canceled',
  message: 'This payment was canceled. Please start the checkout again.',
};

/**
 * Succeeded → the order (created now if this is the first caller); waiting states as they are;
 * refused or canceled → the stock is released and the refusal answered.
 */
export async function answerPayment(
  app: FastifyInstance,
  reply: FastifyReply,
  intent: ProviderPaymentIntent,
): Promise<PaymentResult | FastifyReply> {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentIntentId: intent.id, order: await fulfilPaidIntent(app, intent) };
    case 'requires_action':
      return {
        status: 'requires_action',
        paymentIntentId: intent.id,
        action: { type: 'authenticate', message: 'Your bank asks you to confirm this payment.' },
      };
    case 'processing':
      await holdWhileSettling(app, intent.id);
      return { status: 'processing', paymentIntentId: intent.id };
    case 'canceled':
      // A definitive refusal: no order, and the held stock goes back on sale.
      await releaseReservation(app, intent.id, intent.lastError?.code ?? 'canceled');
      return sendPaymentRefusal(reply, intent.lastError ?? CANCELED);
    case 'requires_payment_method':
    case 'requires_confirmation': {
      if (intent.lastError?.type !== 'card_error') return sendPaymentRefusal(reply, intent.lastError ?? NOT_COMPLETED);
      // A refused card (Stripe leaves the intent open for another card): cancel it so it can no
      // longer be paid once its stock is free; if a payment slipped in first, answer that.
      const provider = paymentProviderFor(app);
      await provider.cancelIntent(intent.id);
      const latest = (await provider.retrieveIntent(intent.id)) ?? intent;
      return answerPayment(
        app,
        reply,
        latest.status === 'succeeded' ? latest : { ...latest, status: 'canceled', lastError: latest.lastError ?? intent.lastError },
      );
    }
  }
}

/** 402 payment_failed for a refused payment, 400 payment_card_invalid for malformed card details. */
export function sendPaymentRefusal(reply: FastifyReply, paymentError: PaymentErrorDetails): FastifyReply {
  const type = paymentError.type === 'validation_error' ? 'payment_card_invalid' : 'payment_failed';
  const code = ERROR_CODES[type];
  return reply
    .code(code)
    .header('cache-control', 'no-cache, no-store, must-revalidate')
    .send({ message: paymentError.message, code, type, version: APPWRITE_VERSION, paymentError });
}
