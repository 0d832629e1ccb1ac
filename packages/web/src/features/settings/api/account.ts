import { changePasswordSchema, currentUserSchema, type UpdateSettings } from '@cargo-sentry/contracts/auth/auth';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import type { z } from 'zod';
import { api } from '@/shared/api-client/api-client';
import { currentUser } from '@/shared/session/session';

/** `POST /{product}/user/update_settings`; the answer is the updated user, shown at once. */
export async function updateSettings(changes: UpdateSettings) {
  const user = await api.post('/{product}/user/update_settings', changes, currentUserSchema, { quiet: true });
  currentUser.set(user);
  return user;
}

/**
 * `POST /{product}/user/confirm_email` with the key mailed to the new address (issue 23 §25): the
 * e-mail changes only now; the request itself answered the same for a free or a taken address.
 */
export async function confirmEmail(key: string) {
  const user = await api.post('/{product}/user/confirm_email', { key }, currentUserSchema, { quiet: true });
  currentUser.set(user);
  return user;
}

export function changePassword(body: z.input<typeof changePasswordSchema>) {
  return api.post('/{product}/user/change_password', body, okSchema, { quiet: true });
}
