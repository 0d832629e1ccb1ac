import { statisticsResponseSchema, type StatisticsResponse } from '@cargo-sentry/contracts/analysis/analysis';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/shared/api-client/api-client';
import { useLocale } from '@/shared/i18n/use-locale';
import type { WireQuery } from '@/shared/incident-filter/filter-state';
import { toStatsView } from '../lib/statistics-view';

export function getStatistics(query: WireQuery, signal?: AbortSignal): Promise<StatisticsResponse> {
  return api.get('/{product}/incident/get_statistics', statisticsResponseSchema, { query, signal, quiet: true });
}

export const statisticsQueryOptions = (query: WireQuery) =>
  queryOptions({
    queryKey: ['analysis', 'statistics', query],
    queryFn: ({ signal }) => getStatistics(query, signal),
    staleTime: 60_000,
    // Keep the old figures on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** Statistics of the filtered incidents, plus their translated display form. */
export function useStatistics(query: WireQuery) {
  const result = useQuery(statisticsQueryOptions(query));
  const { t } = useTranslation();
  const [locale] = useLocale();
  const view = useMemo(() => (result.data ? toStatsView(result.data, locale, t) : undefined), [result.data, locale, t]);
  return { ...result, view };
}
