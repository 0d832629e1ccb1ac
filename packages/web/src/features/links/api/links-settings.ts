import {
  consistencySettingsSchema,
  type ConsistencySettings,
} from '@cargo-sentry/contracts/identity-links/consistency';
import { linksSettingsSchema, type LinksSettings } from '@cargo-sentry/contracts/identity-links/links';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

// quiet: the settings page shows a failure where it happens (the section, or by the Save button).
const sharingUrl = '/{product}/links/settings';
const rulesUrl = '/{product}/verification/consistency/settings';

const linksSettingsQueryOptions = queryOptions({
  queryKey: ['links', 'settings', 'sharing'],
  queryFn: ({ signal }) => api.get(sharingUrl, linksSettingsSchema, { signal, quiet: true }),
});

const consistencySettingsQueryOptions = queryOptions({
  queryKey: ['links', 'settings', 'consistency'],
  queryFn: ({ signal }) => api.get(rulesUrl, consistencySettingsSchema, { signal, quiet: true }),
});

/** `GET /{product}/links/settings` (staff): whether one company's checks may warn another's. */
export const useLinksSettings = () => useQuery(linksSettingsQueryOptions);

/** `GET /{product}/verification/consistency/settings` (staff): each rule's thresholds and window. */
export const useConsistencySettings = () => useQuery(consistencySettingsQueryOptions);

/** `PUT /{product}/links/settings`; the answer is what is now stored. */
export function useSaveLinksSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: LinksSettings) =>
      api.request(sharingUrl, linksSettingsSchema, { method: 'PUT', body: settings, quiet: true }),
    onSuccess: (saved) => client.setQueryData(linksSettingsQueryOptions.queryKey, saved),
  });
}

/** `PUT /{product}/verification/consistency/settings`; the answer is what is now stored. */
export function useSaveConsistencySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ConsistencySettings) =>
      api.request(rulesUrl, consistencySettingsSchema, { method: 'PUT', body: settings, quiet: true }),
    onSuccess: (saved) => client.setQueryData(consistencySettingsQueryOptions.queryKey, saved),
  });
}
