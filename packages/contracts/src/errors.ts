/**
 * Every error code the API can answer with. The web shows `t('errors.' + code)`;
 * the server maps each code to one HTTP status in `platform/errors.ts`.
 */
export const errorCodes = [
  'validation_failed',
  'malformed_request',
  'not_authenticated',
  'invalid_credentials',
  'token_invalid',
  'forbidden',
  'needs_full_access',
  'demo_mode',
  'not_found',
  'incident_not_found',
  'user_not_found',
  'rate_limited',
  'wrong_key',
  'current_password_wrong',
  'password_too_common',
  'password_matches_account',
  'username_taken',
  'email_taken',
  'no_checks_left',
  'payload_too_large',
  'unsupported_media_type',
  'service_unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  malformed_request: 400,
  not_authenticated: 401,
  invalid_credentials: 401,
  token_invalid: 401,
  forbidden: 403,
  needs_full_access: 403,
  demo_mode: 403,
  not_found: 404,
  incident_not_found: 404,
  user_not_found: 404,
  rate_limited: 429,
  wrong_key: 400,
  current_password_wrong: 400,
  password_too_common: 400,
  password_matches_account: 400,
  username_taken: 400,
  email_taken: 400,
  no_checks_left: 402,
  payload_too_large: 413,
  unsupported_media_type: 415,
  service_unavailable: 503,
  internal: 500,
};
