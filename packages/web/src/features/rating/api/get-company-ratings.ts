import {
  companyRatingListSchema,
  type CompanyRatingList,
  type RatingSort,
} from '@cargo-sentry/contracts/rating/rating';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const ratingQueryKey = ['company-rating'] as const;
export const ratingPageSize = 20;

export interface RatingListParams {
  page: number;
  s: string;
  sort: RatingSort;
}

function getCompanyRatings(query: RatingListParams, signal?: AbortSignal): Promise<CompanyRatingList> {
  return api.get('/{product}/rating', companyRatingListSchema, {
    query: { page: query.page, page_size: ratingPageSize, s: query.s.trim() || undefined, sort: query.sort },
    signal,
  });
}

const companyRatingsQueryOptions = (query: RatingListParams) =>
  queryOptions({
    queryKey: [...ratingQueryKey, 'list', query],
    queryFn: ({ signal }) => getCompanyRatings(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyRatings(query: RatingListParams) {
  return useQuery(companyRatingsQueryOptions(query));
}
