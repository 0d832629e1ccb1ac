import type { CurrentUser } from '@cargo-sentry/contracts/auth';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The verification quota (SPEC §1 "done of total"); staff have no limit. */
export function QuotaLine({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  if (user.is_staff) {
    return (
      <Text size="xs" c="dimmed">
        {t('layout.unlimited_checks')}
      </Text>
    );
  }
  const total = Math.max(user.verification_total, user.verification_count);
  const done = total - user.verification_count;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('layout.checks_left', { count: user.verification_count, total })}
      </Text>
      <Progress value={total > 0 ? (done / total) * 100 : 100} size="sm" aria-hidden />
      {user.access_level === 'limited' ? (
        <Text size="xs" c="dimmed">
          {t('layout.limited_access')}
        </Text>
      ) : null}
    </Stack>
  );
}
