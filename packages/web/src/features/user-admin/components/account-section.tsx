import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { errorText } from '@/shared/ui/error-text';
import { useDeleteUser, useUserAction } from '../api/user-actions';
import { DeleteUserDialog } from './delete-user-dialog';
import { SettingsSection } from './settings-section';

/** Registration, last sign-in, activation of a self-registered account, (de)activation and deletion. */
export function AccountSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const activate = useUserAction(user.id, 'activate');
  const toggle = useUserAction(user.id, 'update_settings');
  const remove = useDeleteUser();
  const [isAsking, setIsAsking] = useState(false);
  const isSelf = me?.id === user.id;
  const failure = activate.error ?? toggle.error;

  const handleActivate = () =>
    activate.mutateAsync(undefined).then(
      () => notifications.show({ color: 'teal', message: t('user_admin.account.activated', { email: user.email }) }),
      () => undefined,
    );
  const handleToggle = () =>
    toggle.mutateAsync({ is_active: user.status === 'inactive' }).then(
      (saved) =>
        notifications.show({
          color: 'teal',
          message: t(saved.status === 'inactive' ? 'user_admin.account.deactivated' : 'user_admin.account.reactivated'),
        }),
      () => undefined,
    );
  const handleDelete = async (target: AdminUser) => {
    try {
      await remove.mutateAsync(target.id);
      notifications.show({ color: 'teal', message: t('user_admin.delete.done', { username: target.username }) });
      await navigate(paths.adminUsers);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <SettingsSection id="user-account" title={t('user_admin.account.title')}>
      <Text size="sm">{t('user_admin.account.registered', { date: formatDateTime(user.registration_date) })}</Text>
      <Text size="sm" mb="md">
        {t('user_admin.account.last_login', {
          date: user.last_login ? formatDateTime(user.last_login) : t('user_admin.list.never'),
        })}
      </Text>
      {failure ? (
        <Alert color="red" role="alert" mb="md">
          {errorText(t, failure)}
        </Alert>
      ) : null}
      {user.status === 'pending' ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('user_admin.account.pending_hint')}
        </Text>
      ) : null}
      <Group gap="sm">
        {user.status === 'pending' ? (
          <Button onClick={() => void handleActivate()} loading={activate.isPending}>
            {t('user_admin.account.activate')}
          </Button>
        ) : null}
        {isSelf ? null : (
          <Button variant="default" onClick={() => void handleToggle()} loading={toggle.isPending}>
            {t(user.status === 'inactive' ? 'user_admin.account.reactivate' : 'user_admin.account.deactivate')}
          </Button>
        )}
        {isSelf ? null : (
          <Button color="red.9" variant="outline" onClick={() => setIsAsking(true)}>
            {t('user_admin.account.delete')}
          </Button>
        )}
      </Group>
      <DeleteUserDialog
        user={isAsking ? user : null}
        isDeleting={remove.isPending}
        error={remove.error}
        onConfirm={(target) => void handleDelete(target)}
        onClose={() => {
          remove.reset();
          setIsAsking(false);
        }}
      />
    </SettingsSection>
  );
}
