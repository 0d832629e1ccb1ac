import { retentionSettingsSchema, type RetentionSettings } from '@cargo-sentry/contracts/personal-data/retention';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { retentionQueryKey } from './get-retention';

/** `PUT personal_data/retention`. */
export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) =>
      api.request('/{product}/personal_data/retention', retentionSettingsSchema, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(retentionQueryKey, saved),
  });
}
