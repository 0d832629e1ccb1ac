import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `POST /{product}/feedback`: the message of the support page and the header's dialog. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (text: string) => api.post('/{product}/feedback', { text }, okSchema, { quiet: true }),
  });
}
