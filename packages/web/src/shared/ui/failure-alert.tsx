import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

/** A failed call: what failed, the error in words, and a retry when there is one. */
export function FailureAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Text size="sm" mb={onRetry ? 'sm' : 0}>
        {errorText(t, error)}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
