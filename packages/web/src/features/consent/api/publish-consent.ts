import { consentVersionSchema, type ConsentVersion, type ConsentTexts } from '@cargo-sentry/contracts/consent/consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

function publishConsent(texts: ConsentTexts): Promise<ConsentVersion> {
  return api.post('/{product}/personal_data/consent', texts, consentVersionSchema, { quiet: true });
}

/** `POST personal_data/consent` (staff): a new version, which becomes current. */
export function usePublishConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishConsent,
    // The verification form reads the current version too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['consent'] }),
  });
}
