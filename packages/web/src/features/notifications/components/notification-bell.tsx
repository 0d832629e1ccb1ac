import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useUnreadNotifications } from '../api/notifications';

/** The top bar's bell: a link to the notifications with the unread counter on it. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? t('notifications.bell_unread', { count }) : t('layout.notifications');
  return (
    <Tooltip label={label}>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={18}
        offset={6}
        color="red"
        disabled={count === 0}
        data-testid="unread-count"
      >
        <ActionIcon component={Link} to={paths.notificationPage.build(1)} variant="subtle" size="lg" aria-label={label}>
          <IconBell size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
