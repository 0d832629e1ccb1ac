import { unlockConfirmResultSchema } from '@cargo-sentry/contracts/auth/auth';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { api } from '@/shared/api-client/api-client';

/** `POST /auth/unlock/`: the answer is the same whether the account exists or not. */
export function requestUnlockLink(username: string) {
  return api.post('/auth/unlock/', { username }, okSchema, { quiet: true });
}

/**
 * `POST /auth/unlock/confirm/` with the key of the e-mailed link. The answer's HttpOnly cookie makes
 * this browser a known device of the account (issue 23 §17); it names the account to sign in as.
 */
export async function confirmUnlock(key: string): Promise<string> {
  const answer = await api.post('/auth/unlock/confirm/', { key }, unlockConfirmResultSchema, { quiet: true });
  return answer.username;
}
