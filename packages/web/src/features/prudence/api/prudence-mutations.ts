import { okSchema } from '@cargo-sentry/contracts/shared/common';
import {
  prudenceSeenResultSchema,
  prudenceSubscribeResultSchema,
  type PrudenceSubscribeInput,
} from '@cargo-sentry/contracts/prudence/prudence';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { prudenceQueryKey } from './get-prudence-list';

const base = '/{product}/prudence_subscription';

/** `POST prudence_subscription`; quiet: the page shows a 402/403 as the limit-spent banner. */
export function useSubscribeInns() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrudenceSubscribeInput) => api.post(base, body, prudenceSubscribeResultSchema, { quiet: true }),
    onSettled: () => client.invalidateQueries({ queryKey: prudenceQueryKey }),
  });
}

export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`${base}/${id}/seen`, undefined, prudenceSeenResultSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: prudenceQueryKey }),
  });
}

export function useUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.request(`${base}/${id}`, okSchema, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: prudenceQueryKey }),
  });
}
