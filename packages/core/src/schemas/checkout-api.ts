import { z } from 'zod';
import type { TaxMode } from '../settings/shop-settings.ts';

/**
 * The wire contract between the web app's checkout and the server's /api checkout routes
 * (decision 008). Requests are zod schemas the server validates with; responses are the types the
 * web app reads. Money on the wire is integer cents, as everywhere inside Pura.
 *
 *   POST /api/create-checkout-session   body CheckoutSessionRequest (schemas/cart.ts)
 *                                       → 200 CheckoutSessionResponse
 *   POST /api/payments/test/confirm     body TestCardConfirmRequest → 200 PaymentResult
 *   POST /api/payments/test/authenticate body TestCardAuthenticateRequest → 200 PaymentResult
 *   POST /api/payments/complete         body PaymentCompleteRequest → 200 PaymentResult
 *                                       (after Stripe's confirmPayment or its redirect: the
 *                                       server asks the provider and creates the order)
 *   POST /api/stripe/webhook            Stripe's signed events
 *
 * Every route needs a signed-in session (the Appwrite session cookie or X-Appwrite-Session)
 * except the webhook. Errors use the Appwrite error shape {message, code, type, version}; a
 * payment the provider refused adds `paymentError` so the web app can show card and validation
 * messages as docs/product.md §7 says (card_error / validation_error show their message).
 */

export type PaymentProviderName = 'test' | 'stripe';

/** The amounts of one checkout, all from core's computeCartTotals. */
export interface CheckoutTotals {
  subtotalCents: number;
  bundleDiscountCents: number;
  /** Added to the total, or the part of it that is tax (`taxMode`). */
  taxCents: number;
  taxMode: TaxMode;
  taxRateBasisPoints: number;
  shippingCents: number;
  totalCents: number;
}

/** 200 answer of POST /api/create-checkout-session. */
export interface CheckoutSessionResponse {
  paymentIntentId: string;
  clientSecret: string;
  provider: PaymentProviderName;
  /** Stripe's publishable key when provider is 'stripe'; null for the test processor. */
  publishableKey: string | null;
  currency: 'eur';
  /** What the provider will charge: totals.totalCents. */
  amountMinorUnits: number;
  totals: CheckoutTotals;
  /** When the held stock is released unless the payment succeeds (ISO 8601). */
  reservationExpiresAt: string;
}

/** The order a successful payment produced, enough for the success page and the toast. */
export interface PlacedOrder {
  /** The `orders` document id. */
  id: string;
  /** 'ORD-' and six digits. */
  reference: string;
  totalCents: number;
}

/**
 * 200 answer of the confirm, authenticate and complete routes.
 * - succeeded with an order: the normal end.
 * - succeeded with order null: the payment went through but the order could not be written
 *   yet; the server recorded the incident and its reconciler will create it. The web app shows
 *   'Payment succeeded but order creation failed. Please contact support.' and still goes to
 *   /payment-success.
 * - requires_action: the test card 4000 0025 0000 3155 needs the extra authentication step.
 * - processing: Stripe has not settled yet; the webhook will create the order.
 */
export type PaymentResult =
  | { status: 'succeeded'; paymentIntentId: string; order: PlacedOrder | null }
  | { status: 'requires_action'; paymentIntentId: string; action: { type: 'authenticate'; message: string } }
  | { status: 'processing'; paymentIntentId: string };

/** Extra field on an error answer when the payment provider refused the payment. */
export interface PaymentErrorDetails {
  /** Stripe's error types; the web app shows `message` for card_error and validation_error. */
  type: 'card_error' | 'validation_error' | 'api_error';
  /** e.g. card_declined, insufficient_funds, incorrect_number, invalid_expiry_year, invalid_cvc. */
  code: string;
  message: string;
}

const clientSecretSchema = z
  .string({ error: 'Client secret is required' })
  .min(10, 'Client secret is not valid')
  .max(200, 'Client secret is not valid');

/**
 * The built-in test card form's fields as typed. Only shape is checked here; the card number's
 * digits, Luhn check, expiry date and CVC are the processor's to judge, so a malformed card gets
 * a `validation_error` from it exactly as a real provider would answer.
 */
export const testCardSchema = z.object({
  number: z.string({ error: 'Card number is required' }).max(40, 'Card number is too long'),
  expiry: z.string({ error: 'Expiry date is required' }).max(10, 'Expiry date is too long'),
  cvc: z.string({ error: 'CVC is required' }).max(8, 'CVC is too long'),
  name: z.string({ error: 'Name on card is required' }).trim().max(100, 'Name on card can be at most 100 characters'),
});

export const testCardConfirmRequestSchema = z.object({
  clientSecret: clientSecretSchema,
  card: testCardSchema,
});

export const testCardAuthenticateRequestSchema = z.object({
  clientSecret: clientSecretSchema,
  /** The shopper approved or failed the extra authentication step. */
  outcome: z.enum(['approve', 'fail'], { error: "Outcome must be 'approve' or 'fail'" }),
});

export const paymentCompleteRequestSchema = z.object({
  paymentIntentId: z.string({ error: 'Payment intent id is required' }).regex(/^[a-zA-Z0-9_]{3,255}$/, 'Payment intent id is not valid'),
});

export type TestCard = z.infer<typeof testCardSchema>;
export type TestCardConfirmRequest = z.infer<typeof testCardConfirmRequestSchema>;
export type TestCardAuthenticateRequest = z.infer<typeof testCardAuthenticateRequestSchema>;
export type PaymentCompleteRequest = z.infer<typeof paymentCompleteRequestSchema>;
