import { consentVersionListSchema, type ConsentVersionList } from '@cargo-sentry/contracts/consent/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

const consentVersionsKey = ['consent', 'versions'] as const;

function getConsentVersions(signal?: AbortSignal): Promise<ConsentVersionList> {
  return api.get('/{product}/personal_data/consent', consentVersionListSchema, { signal });
}

const consentVersionsQueryOptions = () =>
  queryOptions({ queryKey: consentVersionsKey, queryFn: ({ signal }) => getConsentVersions(signal) });

/** `GET personal_data/consent` (staff): every version of the consent document, newest (current) first. */
export function useConsentVersions() {
  return useQuery(consentVersionsQueryOptions());
}
