import { Alert, Anchor, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useDismissNotice, useUnreadNotifications } from '../api/notifications';

/**
 * The header's dismissible success-style notice of docs/product.md#header-notice, taken from the current notification:
 * the newest unread one the user has not dismissed (docs/decisions/0025). Dismissing it is kept
 * on the server, per user, and leaves the notification unread in the list.
 */
export function NotificationNotice() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const dismiss = useDismissNotice();
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  const current = unread.data?.current;
  if (!current || current.id === hiddenId) return null;

  const handleClose = () => {
    setHiddenId(current.id);
    dismiss.mutate(current.id);
  };

  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      icon={<IconBell />}
      withCloseButton
      closeButtonLabel={t('layout.dismiss')}
      onClose={handleClose}
      data-testid="notification-notice"
      mb="xs"
    >
      <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
        {t(`notifications.notice_${current.kind}`)}{' '}
        <Text span fw={600}>
          {current.subject}
        </Text>
      </Text>{' '}
      <Anchor component={Link} to={paths.notificationPage.build(1)} size="sm" fw={600}>
        {t('notifications.notice_open')}
      </Anchor>
    </Alert>
  );
}
