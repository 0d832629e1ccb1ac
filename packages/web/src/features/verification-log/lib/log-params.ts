import { defaultStatisticsPeriod, verificationLogQuerySchema } from '@cargo-sentry/contracts/verification/log';
import type { LogQuery } from '../api/get-verification-log';

/**
 * The period and user of the page from its URL (`?from=YYYY-MM&to=YYYY-MM&user=N`): anything the
 * API would refuse falls back to the default, the last twelve months of everyone.
 */
export function logQueryFromParams(params: URLSearchParams, today?: string): LogQuery {
  const fallback = defaultStatisticsPeriod(today);
  const parsed = verificationLogQuerySchema.safeParse({
    month_from: params.get('from') ?? fallback.month_from,
    month_to: params.get('to') ?? fallback.month_to,
    user: params.get('user') ?? undefined,
  });
  if (!parsed.success) return { monthFrom: fallback.month_from, monthTo: fallback.month_to, user: null };
  return {
    monthFrom: parsed.data.month_from ?? fallback.month_from,
    monthTo: parsed.data.month_to ?? fallback.month_to,
    user: parsed.data.user ?? null,
  };
}

export function logQueryToParams(query: LogQuery): Record<string, string> {
  return {
    from: query.monthFrom,
    to: query.monthTo,
    ...(query.user === null ? {} : { user: String(query.user) }),
  };
}
