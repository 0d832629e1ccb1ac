import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { api } from '@/shared/api-client/api-client';

/** `POST /{product}/registration/forgot_password`: the answer is the same for any e-mail. */
export function requestPasswordReset(email: string) {
  return api.post('/{product}/registration/forgot_password', { email }, okSchema, { quiet: true });
}

/** `POST /{product}/registration/reset_password` with the key of the e-mailed link. */
export function resetPassword(key: string, password: string) {
  return api.post('/{product}/registration/reset_password', { key, password }, okSchema, { quiet: true });
}
