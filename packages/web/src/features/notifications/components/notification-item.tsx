import type { NotificationItem as Notification } from '@cargo-sentry/contracts/notifications/notifications';
import { Accordion, Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconDownload, IconFilter, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';
import { downloadNotificationFile } from '../api/notifications';

/** One notification: subject and date in the control; text, file and link when opened. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const download = useMutation({
    mutationFn: () => downloadNotificationFile(notification.id, notification.file?.name ?? 'file'),
  });
  const Icon = notification.kind === 'message' ? IconMail : IconBellRinging;
  const unread = !notification.is_read;

  return (
    <Accordion.Item
      value={String(notification.id)}
      data-testid="notification"
      data-unread={unread}
      style={unread ? { borderLeft: '3px solid var(--mantine-color-brand-6)' } : undefined}
    >
      <Accordion.Control icon={<Icon size={20} aria-hidden />}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {notification.subject}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {unread ? (
              <Badge size="sm" variant="filled">
                {t('notifications.unread_badge')}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              {formatDateTime(notification.created_at)}
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {notification.text}
          </Text>
          {notification.file ? (
            <Group gap="xs">
              <Button
                variant="light"
                size="sm"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending}
                onClick={() => download.mutate()}
                style={{ maxWidth: '100%' }}
              >
                <Text span truncate size="sm">
                  {notification.file.name}
                </Text>
              </Button>
              <Text size="xs" c="dimmed">
                {t('notifications.file_size', { size: formatNumber(Math.ceil(notification.file.size / 1024), locale) })}
              </Text>
            </Group>
          ) : null}
          {download.isError ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              {errorText(t, download.error)}
            </Alert>
          ) : null}
          {notification.link ? (
            <Anchor component={Link} to={notification.link} fw={600} size="sm">
              <Group gap={4} component="span">
                <IconFilter size={16} aria-hidden />
                {t('notifications.open_filtered')}
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
