import { reportListSchema } from '@cargo-sentry/contracts/reports/reports';
import { verificationLogSchema } from '@cargo-sentry/contracts/verification/log';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api-client/api-client';
import type { SectionFigure } from '../lib/sections';

// Only the count of a paged list is read: one row asked for.
const countSchema = z.object({ count: z.number().int() });

const fetchers: Record<SectionFigure, (signal: AbortSignal) => Promise<number>> = {
  pending_users: async (signal) =>
    (
      await api.get('/{product}/reg_admin', countSchema, {
        query: { status: 'pending', page_size: 1 },
        signal,
        quiet: true,
      })
    ).count,
  api_users: async (signal) =>
    (await api.get('/{product}/api_user', countSchema, { query: { page_size: 1 }, signal, quiet: true })).count,
  checks_this_month: async (signal) => {
    const month = new Date().toISOString().slice(0, 7);
    const log = await api.get('/{product}/verification_log/by_month', verificationLogSchema, {
      query: { month_from: month, month_to: month },
      signal,
      quiet: true,
    });
    return log.statistics.totals.checks;
  },
  reports_ready: async (signal) =>
    (await api.get('/{product}/reports', reportListSchema, { signal, quiet: true })).results.filter(
      (r) => r.status === 'done',
    ).length,
};

/** One card's figure; a failure only hides the figure, the link stays. */
export function useSectionFigure(figure: SectionFigure | undefined) {
  return useQuery({
    queryKey: ['admin-dashboard', figure],
    queryFn: ({ signal }) => fetchers[figure!](signal),
    enabled: figure !== undefined,
    retry: false,
  });
}
