import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/ui/error-text';
import { fullName } from './users-table';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  isDeleting: boolean;
  error: unknown;
  onConfirm: (user: AdminUser) => void;
  onClose: () => void;
}

/** Asks before an account is deleted, naming it; Cancel has the focus. */
export function DeleteUserDialog({ user, isDeleting, error, onConfirm, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('user_admin.delete.title')}>
      {user ? (
        <>
          {error ? (
            <Alert color="red" role="alert" mb="sm">
              {errorText(t, error)}
            </Alert>
          ) : null}
          <Text>
            {t('user_admin.delete.text', {
              name: fullName(user) || user.username,
              username: user.username,
              company: user.company,
            })}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('user_admin.delete.kept')}
          </Text>
          <Group gap="sm" mt="lg" justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('user_admin.delete.cancel')}
            </Button>
            <Button color="red.9" loading={isDeleting} onClick={() => onConfirm(user)}>
              {t('user_admin.delete.confirm')}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
