import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a crashed section shows instead of its content; `action` is e.g. a link home. */
export function ErrorState({ action }: { action?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('states.error_title')} role="alert">
      <Text size="sm" mb="sm">
        {t('states.error_text')}
      </Text>
      <Group gap="sm">
        <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
          {t('states.reload')}
        </Button>
        {action}
      </Group>
    </Alert>
  );
}
