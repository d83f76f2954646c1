import type { Migration } from '../migrate.ts';
import { identity } from './001-identity.ts';
import { accountTokens } from './010-account-tokens.ts';
import { outbox } from './011-outbox.ts';
import { rateLimits } from './012-rate-limits.ts';
import { passwordlessTokens } from './013-passwordless-tokens.ts';
import { mfa } from './014-mfa.ts';
import { accountLogs } from './015-account-logs.ts';
import { pushTargets } from './016-push-targets.ts';
import { smsOutbox } from './017-sms-outbox.ts';
import { signingKeys } from './018-signing-keys.ts';
import { identityChangeNotices } from './019-identity-change-notices.ts';
import { oauthLinkSessions } from './019b-oauth-link-sessions.ts';
import { tokenAnsweredIds } from './019c-token-answered-ids.ts';
import { shopCollections } from './020-shop-collections.ts';
import { documentChangeNotices } from './021-document-change-notices.ts';
import { reviewVerifiedPurchase } from './022-review-verified-purchase.ts';
import { storageFiles } from './030-storage-files.ts';
import { realtimeEvents } from './040-realtime-events.ts';
import { appState } from './050-app-state.ts';
import { mailDelivery } from './060-mail-delivery.ts';
import { newsletterTokens } from './061-newsletter-tokens.ts';
import { stockReservations } from './070-stock-reservations.ts';
import { testPaymentIntents } from './071-test-payment-intents.ts';
import { orderIncidents } from './072-order-incidents.ts';
import { reservationsByUser } from './073-reservations-by-user.ts';
import { stripeWebhookEvents } from './075-stripe-webhook-events.ts';
import { shopSettings } from './080-shop-settings.ts';
import { orderTaxMode } from './081-order-tax-mode.ts';
import { quizVersions } from './085-quiz-versions.ts';
import { analyticsEvents } from './090-analytics-events.ts';
import { analyticsQuizVersion } from './091-analytics-quiz-version.ts';
import { textMatchIndexes } from './095-text-match-indexes.ts';
import { productSkinTags } from './023-product-skin-tags.ts';
import { stockAlerts } from './086-stock-alerts.ts';
import { productRatings } from './024-product-ratings.ts';
import { orderShipping } from './082-order-shipping.ts';

/**
 * Every migration in the order it is applied. Ranges keep modules apart: 001–009 infra and
 * identity, 010–019 account, 020–029 databases, 030–039 storage, 040–049 realtime,
 * 050–089 shop, 090–094 analytics, 095–099 indexes for query semantics.
 */
export const migrations: readonly Migration[] = [
  identity,
  accountTokens,
  outbox,
  rateLimits,
  passwordlessTokens,
  mfa,
  accountLogs,
  pushTargets,
  smsOutbox,
  signingKeys,
  identityChangeNotices,
  oauthLinkSessions,
  tokenAnsweredIds,
  shopCollections,
  documentChangeNotices,
  reviewVerifiedPurchase,
  storageFiles,
  realtimeEvents,
  appState,
  mailDelivery,
  newsletterTokens,
  stockReservations,
  testPaymentIntents,
  orderIncidents,
  reservationsByUser,
  stripeWebhookEvents,
  shopSettings,
  orderTaxMode,
  quizVersions,
  analyticsEvents,
  analyticsQuizVersion,
  textMatchIndexes,
  productSkinTags,
  stockAlerts,
  productRatings,
  orderShipping,
];
