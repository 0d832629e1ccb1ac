import type { LeakNoticeQuery } from '@cargo-sentry/contracts/security-events/security-events';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client/api-client';

/** `GET security_events/leak_notice`: the pre-filled 24-hour notice (PDF, in Russian) for a period. */
function downloadLeakNotice(query: LeakNoticeQuery) {
  return api.download('/{product}/security_events/leak_notice', {
    query,
    fallbackName: `leak_notice_${query.date_from}.pdf`,
    quiet: true,
  });
}

export function useDownloadLeakNotice() {
  return useMutation({ mutationFn: downloadLeakNotice });
}
