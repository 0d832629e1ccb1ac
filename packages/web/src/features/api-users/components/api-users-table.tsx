import type { ApiUser } from '@cargo-sentry/contracts/api-users/api-users';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { CardList, CardListItem } from '@/shared/ui/card-list';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { ApiUserStatusBadge } from './status-badge';

interface ApiUsersTableProps {
  apiUsers: ApiUser[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isSearching: boolean;
  onRetry: () => void;
}

/** Company, contact, live keys, calls this month and status: a table, or cards at 375 px. */
export function ApiUsersTable({ apiUsers, isLoading, isError, isSearching, onRetry }: ApiUsersTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isNarrow = useMediaQuery('(max-width: 48em)');

  if (isError && !apiUsers) {
    return <ListError title={t('api_users.list.error')} retryLabel={t('api_users.list.retry')} onRetry={onRetry} />;
  }
  if (isLoading && !apiUsers) {
    return <ListSkeleton label={t('api_users.list.loading')} rows={4} rowHeight={isNarrow ? 88 : 40} />;
  }
  if (!apiUsers || apiUsers.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconKey size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {isSearching ? t('api_users.list.nothing_found') : t('api_users.list.empty_title')}
        </Text>
        {isSearching ? null : (
          <Text c="dimmed" size="sm">
            {t('api_users.list.empty')}
          </Text>
        )}
      </Paper>
    );
  }

  const link = (apiUser: ApiUser) => (
    <Anchor component={Link} to={paths.apiUserSettings.build(apiUser.id)} fw={600}>
      {apiUser.company}
    </Anchor>
  );
  const contact = (apiUser: ApiUser) => `${apiUser.first_name} ${apiUser.last_name}`.trim();

  if (isNarrow) {
    return (
      <CardList label={t('api_users.list.table_label')}>
        {apiUsers.map((apiUser) => (
          <CardListItem
            key={apiUser.id}
            title={link(apiUser)}
            badge={<ApiUserStatusBadge isActive={apiUser.is_active} />}
          >
            <Text size="sm">{contact(apiUser)}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {apiUser.email}
            </Text>
            <Text size="sm" mt={4}>
              {t('api_users.list.keys')}: {formatNumber(apiUser.keys_count, locale)} · {t('api_users.list.calls_month')}
              : {formatNumber(apiUser.calls_this_month, locale)}
            </Text>
          </CardListItem>
        ))}
      </CardList>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('api_users.list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('api_users.list.company')}</Table.Th>
            <Table.Th>{t('api_users.list.contact')}</Table.Th>
            <Table.Th ta="right">{t('api_users.list.keys')}</Table.Th>
            <Table.Th ta="right">{t('api_users.list.calls_month')}</Table.Th>
            <Table.Th>{t('api_users.list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiUsers.map((apiUser) => (
            <Table.Tr key={apiUser.id}>
              <Table.Td>{link(apiUser)}</Table.Td>
              <Table.Td>
                <Text size="sm">{contact(apiUser)}</Text>
                <Text size="xs" c="dimmed">
                  {apiUser.email}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(apiUser.keys_count, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(apiUser.calls_this_month, locale)}</Table.Td>
              <Table.Td>
                <ApiUserStatusBadge isActive={apiUser.is_active} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
