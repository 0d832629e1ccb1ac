import type { LockOutDetails as LockOut } from '@cargo-sentry/contracts/security-events/security-events';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';

/** A lock-out in words: which allowance was used up, until when, and how many sign-ins it refused. */
export function LockOutDetails({ lock }: { lock: LockOut }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs">{t(`security_events.lock_out.limits.${lock.limit}`)}</Text>
      <Text size="xs" c="dimmed">
        {t('security_events.lock_out.until', {
          until: formatDateTime(lock.locked_until),
          count: Math.max(1, Math.ceil(lock.seconds / 60)),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('security_events.lock_out.refused', { count: lock.refused })}
      </Text>
    </Stack>
  );
}
