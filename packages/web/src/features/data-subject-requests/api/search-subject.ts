import {
  subjectSearchAnswerSchema,
  type SubjectSearchAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const subjectSearchKey = ['personal-data', 'search'] as const;

function searchSubject(q: string, signal?: AbortSignal): Promise<SubjectSearchAnswer> {
  // The page shows a failed search where it was asked, not in the shared list.
  return api.get('/{product}/personal_data/search', subjectSearchAnswerSchema, { query: { q }, signal, quiet: true });
}

const subjectSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...subjectSearchKey, q],
    queryFn: ({ signal }) => searchSubject(q, signal),
    enabled: q !== '',
  });

/** `GET personal_data/search?q=…` (staff): everything held about the person `q` names (issue 28 §4). */
export function useSubjectSearch(q: string) {
  return useQuery(subjectSearchQueryOptions(q));
}
