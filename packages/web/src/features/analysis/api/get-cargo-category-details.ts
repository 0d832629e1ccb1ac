import { cargoCategoryDetailsSchema, type CargoCategoryDetails } from '@cargo-sentry/contracts/analysis/analysis';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import type { WireQuery } from '@/shared/incident-filter/filter-state';

export function getCargoCategoryDetails(
  cargoCategory: number,
  query: WireQuery,
  signal?: AbortSignal,
): Promise<CargoCategoryDetails> {
  return api.get('/{product}/incident/cargo_category_details', cargoCategoryDetailsSchema, {
    query: { ...query, cargo_category: cargoCategory },
    signal,
    quiet: true,
  });
}

export const cargoCategoryDetailsQueryOptions = (cargoCategory: number, query: WireQuery) =>
  queryOptions({
    queryKey: ['analysis', 'cargo_category_details', cargoCategory, query],
    queryFn: ({ signal }) => getCargoCategoryDetails(cargoCategory, query, signal),
    staleTime: 60_000,
  });

/** One cargo category in depth; idle until a category is chosen. */
export function useCargoCategoryDetails(cargoCategory: number | null, query: WireQuery) {
  return useQuery({ ...cargoCategoryDetailsQueryOptions(cargoCategory ?? -1, query), enabled: cargoCategory !== null });
}
