import { randomBytes } from 'node:crypto';
import type { PaymentErrorDetails, TestCard } from '@pura/core/schemas/checkout-api';
import type { Database, Queryable } from '../../../infra/db/database.ts';
import type { PaymentProvider, ProviderPaymentIntent } from '../payment-provider.ts';
import { AUTHENTICATION_FAILED, judgeTestCard } from './test-cards.ts';
import { insertIntentOnce, selectIntent, selectIntentBySecret, transitionIntent } from './test-intent-store.ts';

/**
 * The built-in test card processor (docs/architecture.md: the default payment provider). It behaves
 * like a real one — intents, idempotency keys, unguessable client secrets, card checks, an
 * authentication step — and stores every intent and state change, but moves no money.
 *
 * One deliberate difference from Stripe: a definitive refusal (declined, insufficient funds,
 * failed authentication) cancels the intent instead of returning it to requires_payment_method,
 * because checkout frees the held stock at that moment; paying again starts a new checkout.
 */
export interface TestProcessor extends PaymentProvider {
  /** Pays with a card. Owner check and reservation checks are the caller's. */
  confirm(clientSecret: string, card: TestCard, now?: Date): Promise<TestConfirmation>;
  /** Finishes the extra authentication step of an intent in requires_action. */
  authenticate(clientSecret: string, outcome: 'approve' | 'fail'): Promise<TestConfirmation>;
  /** The intent a client secret belongs to, without changing it. */
  findBySecret(clientSecret: string): Promise<ProviderPaymentIntent | null>;
}

/**
 * The intent after a confirm/authenticate call, or a validation error that left it unchanged
 * (a mistyped card can be corrected and sent again).
 */
export type TestConfirmation =
  | { kind: 'intent'; intent: ProviderPaymentIntent }
  | { kind: 'invalid_card'; intent: ProviderPaymentIntent; error: PaymentErrorDetails }
  | { kind: 'not_found' };

// Intents that can no longer change.
const FINAL = new Set(['succeeded', 'canceled']);

export function createTestProcessor(db: Database): TestProcessor {
  const withIntent = (clientSecret: string, fn: (intent: ProviderPaymentIntent, tx: Queryable) => Promise<TestConfirmation>) =>
    db.transaction(async (tx) => {
      const intent = await selectIntentBySecret(tx, clientSecret, { forUpdate: true });
      return intent ? fn(intent, tx) : ({ kind: 'not_found' } as const);
    });

  return {
    name: 'test',
    publishableKey: null,

    async createIntent(input) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const intent = await db.transaction((tx) =>
        insertIntentOnce(tx, {
          id,
          // 192 random bits: the secret is the only thing a browser needs to pay, so it must not be guessable.
          clientSecret: `${id}_secret_${randomBytes(24).toString('base64url')}`,
          idempotencyKey: input.idempotencyKey,
          amountMinorUnits: input.amountMinorUnits,
          currency: input.currency,
          metadata: input.metadata,
        }),
      );
      if (!intent.created && intent.amountMinorUnits !== input.amountMinorUnits) {
        throw new Error(`Idempotency key ${input.idempotencyKey} was already used for a different amount`);
      }
      const { created: _created, ...provided } = intent;
      return provided;
    },

    retrieveIntent: (id) => selectIntent(db, id),

    async cancelIntent(id) {
      await db.transaction(async (tx) => {
        const intent = await selectIntent(tx, id, { forUpdate: true });
        if (intent && !FINAL.has(intent.status)) await transitionIntent(tx, intent, 'canceled', { reason: 'canceled' });
      });
    },

    findBySecret: (clientSecret) => selectIntentBySecret(db, clientSecret),

    confirm(clientSecret, card, now = new Date()) {
      return withIntent(clientSecret, async (intent, tx) => {
        // A repeated confirm (double click, retry) answers the state the first one reached.
        if (FINAL.has(intent.status) || intent.status === 'requires_action') return { kind: 'intent', intent };
        const judgement = judgeTestCard(card, now);
        if (!judgement.valid) return { kind: 'invalid_card', intent, error: judgement.error };
        const cardLast4 = judgement.last4;
        switch (judgement.outcome.kind) {
          case 'succeed':
            return {
              kind: 'intent',
              intent: await transitionIntent(tx, intent, 'succeeded', { reason: 'card accepted', lastError: null, cardLast4 }),
            };
          case 'requires_action':
            return {
              kind: 'intent',
              intent: await transitionIntent(tx, intent, 'requires_action', {
                reason: 'authentication required',
                lastError: null,
                cardLast4,
              }),
            };
          case 'refuse':
            return {
              kind: 'intent',
              intent: await transitionIntent(tx, intent, 'canceled', {
                reason: judgement.outcome.error.code,
                lastError: judgement.outcome.error,
                cardLast4,
              }),
            };
        }
      });
    },

    authenticate(clientSecret, outcome) {
      return withIntent(clientSecret, async (intent, tx) => {
        if (intent.status !== 'requires_action') return { kind: 'intent', intent };
        const next =
          outcome === 'approve'
            ? await transitionIntent(tx, intent, 'succeeded', { reason: 'authentication approved' })
            : await transitionIntent(tx, intent, 'canceled', { reason: 'authentication failed', lastError: AUTHENTICATION_FAILED });
        return { kind: 'intent', intent: next };
      });
    },
  };
}
