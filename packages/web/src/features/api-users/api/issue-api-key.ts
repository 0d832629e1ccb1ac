import { issuedApiKeySchema, type IssueApiKeyInput } from '@cargo-sentry/contracts/api-users/api-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';
import { apiUsersQueryKey } from './get-api-users';

/** `POST …/keys`: the answer holds the key itself, which is never cached or fetched again. */
function issueApiKey(apiUserId: number, body: IssueApiKeyInput) {
  return api.post(`/{product}/api_user/${apiUserId}/keys`, body, issuedApiKeySchema, { quiet: true });
}

export function useIssueApiKey(apiUserId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueApiKeyInput) => issueApiKey(apiUserId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: apiUsersQueryKey }),
  });
}
