import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';

/** What the last save did, by the Save button: saved, or why not. */
export function SaveState({ isSaved, error }: { isSaved: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('links.settings.save_failed', { error: errorText(t, error) })}
      </Alert>
    );
  }
  if (!isSaved) return null;
  return (
    <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      {t('notices.saved')}
    </Alert>
  );
}
