import { Accordion, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { countPages } from '@/shared/lib/count-pages';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { notificationsPageSize, useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { NotificationItem } from '../components/notification-item';

/** `/notification/page/{page}`: the signed-in user's notifications, newest first, unread marked. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const page = Math.min(Math.max(1, Math.floor(Number(params.page)) || 1), 1_000_000);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [opened, setOpened] = useState<string[]>([]);
  const pages = countPages(list.data?.count ?? 0, notificationsPageSize);
  const hasUnread = list.data?.results.some((n) => !n.is_read) ?? false;

  // A page past the end (an old link) goes to the last page.
  useEffect(() => {
    if (list.data && page > pages) void navigate(paths.notificationPage.build(pages), { replace: true });
  }, [list.data, page, pages, navigate]);

  const handleChange = (values: string[]) => {
    // Opening an unread notification reads it.
    for (const value of values.filter((v) => !opened.includes(v))) {
      const item = list.data?.results.find((n) => String(n.id) === value);
      if (item && !item.is_read) markRead.mutate(item.id);
    }
    setOpened(values);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{t('notifications.title')}</PageTitle>
        {hasUnread ? (
          <Button
            variant="default"
            leftSection={<IconChecks size={18} aria-hidden />}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {t('notifications.read_all')}
          </Button>
        ) : null}
      </Group>
      {list.isError && !list.data ? (
        <ListError
          title={t('notifications.error')}
          retryLabel={t('notifications.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.isLoading && !list.data ? (
        <ListSkeleton label={t('notifications.loading')} rows={4} rowHeight={56} radius="md" />
      ) : !list.data || list.data.count === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <IconBellOff size={36} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text fw={600} mt="xs">
            {t('notifications.empty_title')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('notifications.empty')}
          </Text>
        </Paper>
      ) : (
        <Accordion multiple variant="separated" radius="md" value={opened} onChange={handleChange}>
          {list.data.results.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </Accordion>
      )}
      <ListPager
        count={list.data?.count}
        pageSize={notificationsPageSize}
        page={page}
        onChange={(next) => void navigate(paths.notificationPage.build(next))}
      />
    </Stack>
  );
}
