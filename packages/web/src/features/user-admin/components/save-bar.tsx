import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

/** The save button of a section, with the failure of its last attempt above it. */
export function SaveBar({ isSaving, error, label }: { isSaving: boolean; error: unknown; label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Alert color="red" role="alert" mt="md">
          {errorText(t, error)}
        </Alert>
      ) : null}
      <Group mt="md">
        <Button type="submit" loading={isSaving}>
          {label ?? t('user_admin.form.save')}
        </Button>
      </Group>
    </>
  );
}
