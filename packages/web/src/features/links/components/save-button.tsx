import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SaveState } from './save-state';

/** What the last save did, then "Save". */
export function SaveButton({ isPending, isSaved, error }: { isPending: boolean; isSaved: boolean; error: unknown }) {
  const { t } = useTranslation();
  return (
    <>
      <SaveState isSaved={isSaved} error={error} />
      <Group>
        <Button type="submit" loading={isPending}>
          {t('actions.save')}
        </Button>
      </Group>
    </>
  );
}
