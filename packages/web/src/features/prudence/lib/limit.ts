import type { PrudenceLimit } from '@cargo-sentry/contracts/prudence';
import { isApiError } from '@/shared/api-client/api-error';

/** SPEC §6, §8: a 402 or 403 on the prudence check marks the limit as spent. */
export function isLimitSpentError(error: unknown): boolean {
  return isApiError(error) && (error.status === 402 || error.status === 403);
}

/** The limit is spent when the server said so, or when the list shows nothing remains. */
export function isLimitSpent(limit: PrudenceLimit | undefined, serverSaidSpent: boolean): boolean {
  return serverSaidSpent || limit?.remaining === 0;
}
