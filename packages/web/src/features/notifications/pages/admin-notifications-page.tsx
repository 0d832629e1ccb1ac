import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { SendNotificationForm } from '../components/send-notification-form';
import { SentNotifications } from '../components/sent-notifications';

/** `/administration/notifications`: send a notification, see what was sent and how many read it. */
export function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('notifications.admin.title')}</PageTitle>
        <Text c="dimmed" mt={-8}>
          {t('notifications.admin.intro')}
        </Text>
      </div>
      <SendNotificationForm />
      <SentNotifications />
    </Stack>
  );
}
