import { companyRatingDetailSchema, type CompanyRatingDetail } from '@cargo-sentry/contracts/rating/rating';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { ratingQueryKey } from './get-company-ratings';

function getCompanyRating(inn: string, signal?: AbortSignal): Promise<CompanyRatingDetail> {
  return api.get(`/{product}/rating/${inn}`, companyRatingDetailSchema, { signal, quiet: true });
}

const companyRatingQueryOptions = (inn: string) =>
  queryOptions({
    queryKey: [...ratingQueryKey, 'detail', inn],
    queryFn: ({ signal }) => getCompanyRating(inn, signal),
  });

/** `enabled` false for an INN that cannot be valid (a malformed URL): nothing is asked. */
export function useCompanyRating(inn: string, enabled = true) {
  return useQuery({ ...companyRatingQueryOptions(inn), enabled });
}
