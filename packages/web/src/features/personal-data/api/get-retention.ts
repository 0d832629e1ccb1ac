import { retentionSettingsSchema, type RetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

export const retentionQueryKey = ['personal-data', 'retention'] as const;

/** `GET personal_data/retention`: the periods staff set, in days. */
function getRetention(signal?: AbortSignal): Promise<RetentionSettings> {
  return api.get('/{product}/personal_data/retention', retentionSettingsSchema, { signal });
}

const retentionQueryOptions = () =>
  queryOptions({ queryKey: retentionQueryKey, queryFn: ({ signal }) => getRetention(signal) });

export function useRetention(enabled = true) {
  return useQuery({ ...retentionQueryOptions(), enabled });
}
