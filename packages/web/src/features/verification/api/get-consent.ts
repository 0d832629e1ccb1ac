import { consentVersionSchema, type ConsentVersion } from '@cargo-sentry/contracts/consent/consent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET consent`: the consent document's current version, whose words the form asks the user to confirm (issue 28 §3). */
function getConsent(signal?: AbortSignal): Promise<ConsentVersion> {
  // Without it the form falls back to its own words and the server records the current version.
  return api.get('/{product}/consent', consentVersionSchema, { signal, quiet: true });
}

const consentQueryOptions = () =>
  queryOptions({ queryKey: ['consent', 'current'], queryFn: ({ signal }) => getConsent(signal) });

export function useCurrentConsent() {
  return useQuery(consentQueryOptions());
}
