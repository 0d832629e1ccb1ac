import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET verification_ticket/{id}/report.pdf`: the ticket's evidence report in `lang`, saved by the browser. */
function downloadEvidence({ ticket, lang }: { ticket: string; lang: Locale }) {
  return api.download(`/{product}/verification_ticket/${ticket}/report.pdf`, {
    query: { lang },
    fallbackName: 'verification-report.pdf',
    quiet: true,
  });
}

export function useDownloadEvidence() {
  return useMutation({ mutationFn: downloadEvidence });
}
