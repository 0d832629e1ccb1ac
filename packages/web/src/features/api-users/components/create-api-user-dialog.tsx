import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useSaveApiUser } from '../api/save-api-user';
import { ApiUserForm } from './api-user-form';

/** Creates an API user and opens its page, where keys are issued. */
export function CreateApiUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveApiUser();
  const handleClose = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={handleClose} title={t('api_users.form.create_title')} size="lg">
      <Text size="sm" c="dimmed" mb="md">
        {t('api_users.form.no_password')}
      </Text>
      <ApiUserForm
        submitLabel={t('api_users.form.create')}
        isSaving={save.isPending}
        error={save.error}
        onSubmit={async (values) => {
          const created = await save.mutateAsync(values);
          await navigate(paths.apiUserSettings.build(created.id));
        }}
        onCancel={handleClose}
      />
    </Modal>
  );
}
