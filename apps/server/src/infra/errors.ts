/**
 * One error type for the whole server (Medusa-style): a closed set of Appwrite error types, each
 * bound to its HTTP status here and nowhere else. The error handler in http/error-handler.ts turns
 * an AppwriteError into `{message, code, type, version}`.
 */

/** The Appwrite server version this server imitates; sent as `version` in every error body. */
export const APPWRITE_VERSION = '1.9.6';

/** Every error type the server may answer with, and its HTTP status (docs/appwrite-compatibility.md §9.2). */
export const ERROR_CODES = {
  general_argument_invalid: 400,
  general_bad_request: 400,
  general_query_invalid: 400,
  general_cursor_not_found: 400,
  general_unauthorized_scope: 401,
  general_access_forbidden: 401,
  general_unknown_origin: 403,
  general_route_not_found: 404,
  general_not_found: 404,
  general_method_unsupported: 405,
  general_payload_too_large: 413,
  general_rate_limit_exceeded: 429,
  general_resource_locked: 409,
  general_unknown: 500,
  general_server_error: 500,
  general_service_unavailable: 503,
  general_smtp_disabled: 503,
  general_phone_disabled: 503,
  project_not_found: 404,
  project_provider_disabled: 412,
  project_provider_unsupported: 400,
  project_invalid_success_url: 400,
  project_invalid_failure_url: 400,
  user_already_exists: 409,
  user_email_already_exists: 409,
  user_phone_already_exists: 409,
  user_target_already_exists: 409,
  user_invalid_credentials: 401,
  user_session_already_exists: 401,
  user_session_not_found: 404,
  user_unauthorized: 401,
  user_blocked: 403,
  user_not_found: 404,
  user_email_not_found: 400,
  user_invalid_token: 401,
  user_jwt_invalid: 401,
  user_jwt_and_cookie_set: 403,
  user_jwt_creation_denied: 403,
  user_password_mismatch: 400,
  user_password_reset_required: 412,
  user_more_factors_required: 401,
  user_email_not_verified: 400,
  user_phone_not_verified: 400,
  user_email_already_verified: 409,
  user_phone_already_verified: 409,
  user_target_not_found: 404,
  user_auth_method_unsupported: 501,
  user_identity_not_found: 404,
  user_recovery_codes_already_exists: 409,
  user_authenticator_not_found: 404,
  user_recovery_codes_not_found: 404,
  user_authenticator_already_verified: 409,
  user_challenge_required: 401,
  user_oauth2_bad_request: 400,
  user_oauth2_unauthorized: 401,
  user_oauth2_provider_error: 424,
  database_not_found: 404,
  collection_not_found: 404,
  document_not_found: 404,
  document_already_exists: 409,
  document_invalid_structure: 400,
  document_missing_data: 400,
  document_missing_payload: 400,
  document_unique_constraint_violation: 409,
  document_update_conflict: 409,
  attribute_not_found: 404,
  attribute_limit_exceeded: 400,
  attribute_type_invalid: 400,
  database_query_order_null: 400,
  storage_bucket_not_found: 404,
  storage_file_not_found: 404,
  storage_file_already_exists: 409,
  storage_file_empty: 400,
  storage_file_type_unsupported: 400,
  storage_invalid_file_size: 400,
  storage_invalid_content_range: 400,
  storage_invalid_appwrite_id: 400,
  storage_invalid_range: 416,
  storage_invalid_file: 403,
  // Shop (/api) errors share the same shape so the web app handles one kind of failure.
  checkout_invalid_cart: 400,
  checkout_insufficient_stock: 409,
  payment_failed: 402,
  payment_intent_not_found: 404,
  // The card details were malformed (Stripe's validation_error): a 400, not a refused payment.
  payment_card_invalid: 400,
  // The payment provider could not be reached or answered no client secret.
  payment_session_failed: 502,
  // A signed-in shopper calling an /api/admin route: known, but not an admin.
  admin_access_denied: 403,
  // Quiz versions (docs/quizzes.md): a version a link names that is not live or retired, no
  // draft to publish, a draft whose coverage check finds errors.
  quiz_version_not_found: 404,
  quiz_draft_not_found: 404,
  quiz_coverage_failed: 409,
} as const;

export type ErrorType = keyof typeof ERROR_CODES;

/** The one error the server throws on purpose. `message` is shown to people: keep it readable. */
export class AppwriteError extends Error {
  override name = 'AppwriteError';
  readonly code: number;

  constructor(
    readonly type: ErrorType,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = ERROR_CODES[type];
  }
}

/** Helper for the most common client error: a parameter that is missing or malformed. */
export function invalidArgument(param: string, reason: string): AppwriteError {
  return new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: ${reason}`);
}
