import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quotaFigures, quotaOf } from '@/shared/format/quota';
import { QuotaText } from '@/shared/ui/quota-text';

/** The verification quota (docs/product.md#verification-quota "done of total"); staff have no limit. */
export function QuotaLine({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const figures = quotaFigures(user.verification_count, user.verification_total);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('quota.label')}
      </Text>
      <QuotaText quota={quotaOf(user)} size="xs" isStacked />
      {user.is_staff ? null : (
        <Progress value={figures.total > 0 ? (figures.done / figures.total) * 100 : 100} size="sm" aria-hidden />
      )}
      {user.access_level === 'limited' ? (
        <Text size="xs" c="dimmed">
          {t('layout.limited_access')}
        </Text>
      ) : null}
    </Stack>
  );
}
