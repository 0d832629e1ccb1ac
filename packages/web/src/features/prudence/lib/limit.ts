import type { PrudenceLimit } from '@cargo-sentry/contracts/prudence/prudence';
import { isApiError } from '@/shared/api-client/api-error';

/** docs/product.md#prudence-limit: a 402 or 403 on the prudence check marks the limit as spent. */
export function isLimitSpentError(error: unknown): boolean {
  return isApiError(error) && (error.status === 402 || error.status === 403);
}

/** The limit is spent when the server said so, or when the list shows nothing remains. */
export function isLimitSpent(limit: PrudenceLimit | undefined, serverSaidSpent: boolean): boolean {
  return serverSaidSpent || limit?.remaining === 0;
}
