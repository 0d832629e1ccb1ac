import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartBarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

/** Skeleton cards in the shape of an analysis page while statistics load. */
export function AnalysisSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('analysis.states.loading')}>
      <Skeleton h={84} radius="md" />
      {Array.from({ length: blocks }, (_, i) => (
        <Skeleton key={i} h={260} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed statistics call, with the translated error code and a retry. */
export function AnalysisError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('analysis.states.error_title')}
      role="alert"
    >
      <Text size="sm" mb={onRetry ? 'sm' : 0}>
        {errorText(t, error)}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('analysis.states.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** No incident matches the filter. */
export function AnalysisEmpty({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={compact ? 'md' : 'xl'} radius="md">
      <Stack align="center" gap={4} ta="center">
        <IconChartBarOff size={compact ? 24 : 36} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t('analysis.states.empty_title')}</Text>
        {compact ? null : (
          <Text size="sm" c="dimmed">
            {t('analysis.states.empty_text')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
