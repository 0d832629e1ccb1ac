import { Notification, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissError, useReportedErrors } from '../api-client/activity';
import { errorCodeText } from './error-text';

const autoDismissMs = 10_000;

/** Shows the shared errors store (failed calls nobody handled in place) as toasts. */
export function ErrorsRegion() {
  const { t } = useTranslation();
  const errors = useReportedErrors();

  useEffect(() => {
    if (errors.length === 0) return undefined;
    const timers = errors.map((e) => setTimeout(() => dismissError(e.id), autoDismissMs));
    return () => timers.forEach(clearTimeout);
  }, [errors]);

  return (
    <Stack
      component="section"
      aria-label={t('errors.region')}
      gap="xs"
      pos="fixed"
      bottom={16}
      right={16}
      left={{ base: 16, sm: 'auto' }}
      w={{ sm: 380 }}
      style={{ zIndex: 400 }}
    >
      {errors.map((error) => (
        <Notification
          key={error.id}
          role="alert"
          color="red"
          icon={<IconAlertTriangle size={18} />}
          withBorder
          closeButtonProps={{ 'aria-label': t('actions.close') }}
          onClose={() => dismissError(error.id)}
        >
          {errorCodeText(t, error.code)}
        </Notification>
      ))}
    </Stack>
  );
}
