import { retentionSettingsSchema, type RetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET personal_data/periods`: the retention periods as configured, public for the policy page. */
function getRetentionPeriods(signal?: AbortSignal): Promise<RetentionSettings> {
  return api.get('/{product}/personal_data/periods', retentionSettingsSchema, { signal, quiet: true });
}

const retentionPeriodsQueryOptions = () =>
  queryOptions({ queryKey: ['personal-data', 'periods'], queryFn: ({ signal }) => getRetentionPeriods(signal) });

export function useRetentionPeriods() {
  return useQuery(retentionPeriodsQueryOptions());
}
