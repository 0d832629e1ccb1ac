import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

/** A settings section's place while its settings load, or its failure with a retry. */
export function SettingsState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('links.settings.loading')}>
        <Skeleton h={24} w="60%" />
        <Skeleton h={36} w={160} />
      </Stack>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title={t('links.settings.load_failed')}>
      <Stack gap="xs" align="flex-start">
        {errorText(t, error)}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('links.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
