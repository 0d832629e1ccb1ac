import type { SentNotification } from '@cargo-sentry/contracts/notifications/notifications';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMailOff, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { CardList, CardListItem } from '@/shared/ui/card-list';
import { ListPager } from '@/shared/ui/list-pager';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { sentPageSize, useSentNotifications } from '../api/admin-notifications';

/** What staff sent, newest first: to whom, with which file, and how many have read it. */
export function SentNotifications() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const [page, setPage] = useState(1);
  const list = useSentNotifications(page);

  const recipients = (n: SentNotification) =>
    n.recipient_type === 'all'
      ? t('notifications.admin.sent_to_all', { count: n.recipients_count })
      : t('notifications.admin.sent_to_selected', { count: n.recipients_count });
  const reads = (n: SentNotification) =>
    t('notifications.admin.read_of', {
      read: formatNumber(n.read_count, locale),
      total: formatNumber(n.recipients_count, locale),
    });
  const file = (n: SentNotification) =>
    n.file ? (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <IconPaperclip size={14} aria-hidden /> {n.file.name}
      </Text>
    ) : null;

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = (
      <ListError
        title={t('notifications.admin.sent_error')}
        retryLabel={t('notifications.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.isLoading && !list.data) {
    content = <ListSkeleton label={t('notifications.admin.sent_loading')} rows={3} rowHeight={40} />;
  } else if (!list.data || list.data.results.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconMailOff size={32} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text c="dimmed" mt="xs">
          {t('notifications.admin.sent_empty')}
        </Text>
      </Paper>
    );
  } else if (isNarrow) {
    content = (
      <CardList label={t('notifications.admin.sent_title')}>
        {list.data.results.map((n) => (
          <CardListItem
            key={n.id}
            title={
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {n.subject}
              </Text>
            }
            badge={
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {reads(n)}
              </Badge>
            }
          >
            <Text size="sm" c="dimmed">
              {formatDateTime(n.created_at)} · {recipients(n)}
            </Text>
            {file(n)}
          </CardListItem>
        ))}
      </CardList>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm" aria-label={t('notifications.admin.sent_title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.admin.sent_at')}</Table.Th>
              <Table.Th>{t('notifications.admin.subject')}</Table.Th>
              <Table.Th>{t('notifications.admin.recipients')}</Table.Th>
              <Table.Th ta="right">{t('notifications.admin.read')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.results.map((n) => (
              <Table.Tr key={n.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.created_at)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {n.subject}
                  </Text>
                  {file(n)}
                </Table.Td>
                <Table.Td>{recipients(n)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {reads(n)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('notifications.admin.sent_title')}
      </Title>
      {content}
      <ListPager count={list.data?.count} pageSize={sentPageSize} page={page} onChange={setPage} />
    </Stack>
  );
}
