import type { PrudenceLimit as Limit } from '@cargo-sentry/contracts/prudence/prudence';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  limit: Limit | undefined;
  isSpent: boolean;
  isDisabled: boolean;
}

/** docs/product.md#prudence-limit: the limit-spent banner, or how many INNs may still be added. */
export function PrudenceLimit({ limit, isSpent, isDisabled }: Props) {
  const { t } = useTranslation();
  if (isDisabled) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        {t('prudence.limit.disabled_text')}
      </Alert>
    );
  }
  const remaining = limit ? (
    <Text size="sm" c="dimmed">
      {limit.limit === null
        ? t('prudence.limit.unlimited', { used: limit.used })
        : t('prudence.limit.remaining', { remaining: limit.remaining, limit: limit.limit })}
    </Text>
  ) : null;
  if (!isSpent) return remaining;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t('prudence.limit.spent_title')}
      role="alert"
    >
      <Text size="sm">{t('prudence.limit.spent_text')}</Text>
      {/* a list over what remains was refused; a shorter one may still fit */}
      {limit && (limit.remaining ?? 0) > 0 ? remaining : null}
    </Alert>
  );
}
