import type { AdminUser, UserSortField } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Anchor, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { quotaOf } from '@/shared/format/quota';
import { paths } from '@/shared/routing/paths';
import { CardList, CardListItem } from '@/shared/ui/card-list';
import { langOf } from '@/shared/ui/data-text';
import { QuotaText } from '@/shared/ui/quota-text';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { SortHeader } from '@/shared/ui/sort-header';
import { readOrdering } from '../lib/ordering';
import { SortSelect } from './sort-select';
import { UserStatusBadge } from './user-status-badge';

interface UsersTableProps {
  users: AdminUser[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFiltered: boolean;
  ordering: string;
  activatingId: number | undefined;
  onSort: (field: UserSortField) => void;
  /** Narrow screens pick the whole ordering from a list. */
  onOrder: (ordering: string) => void;
  onActivate: (user: AdminUser) => void;
  onRetry: () => void;
}

export const fullName = (user: AdminUser) => `${user.last_name} ${user.first_name}`.trim();

/** The staff list of accounts: a sortable table, or cards at 375 px. */
export function UsersTable(props: UsersTableProps) {
  const { users, isLoading, isError, isFiltered, ordering, activatingId, onSort, onOrder, onActivate, onRetry } = props;
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 48em)');

  if (isError && !users) {
    return <ListError title={t('user_admin.list.error')} retryLabel={t('user_admin.list.retry')} onRetry={onRetry} />;
  }
  if (isLoading && !users) {
    return <ListSkeleton label={t('user_admin.list.loading')} rows={5} rowHeight={isNarrow ? 110 : 40} />;
  }
  if (!users || users.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconUsers size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {isFiltered ? t('user_admin.list.nothing_found') : t('user_admin.list.empty')}
        </Text>
      </Paper>
    );
  }

  const link = (user: AdminUser) => (
    <Anchor component={Link} to={paths.userSettings.build(user.id)} fw={600} lang={langOf(fullName(user))}>
      {fullName(user) || user.username}
    </Anchor>
  );
  const lastLogin = (user: AdminUser) =>
    user.last_login ? formatDateTime(user.last_login) : t('user_admin.list.never');
  const activate = (user: AdminUser) =>
    user.status === 'pending' ? (
      <Button
        size="xs"
        variant="light"
        loading={activatingId === user.id}
        onClick={() => onActivate(user)}
        aria-label={t('user_admin.list.activate_label', { name: fullName(user) || user.username })}
      >
        {t('user_admin.list.activate')}
      </Button>
    ) : null;

  if (isNarrow) {
    return (
      <Stack gap="sm">
        <SortSelect ordering={ordering} onChange={onOrder} />
        <CardList label={t('user_admin.list.table_label')}>
          {users.map((user) => (
            <CardListItem key={user.id} title={link(user)} badge={<UserStatusBadge status={user.status} />}>
              <Text size="sm" lang={langOf(user.company)}>
                {user.company}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.username} · {user.email}
              </Text>
              <Text size="sm" mt={4}>
                {t(`user_admin.access.${user.access_level}`)}
              </Text>
              <Text size="sm">
                {t('quota.label')}: <QuotaText quota={quotaOf(user)} />
              </Text>
              <Text size="sm" c="dimmed">
                {t('user_admin.list.last_login')}: {lastLogin(user)}
              </Text>
              {user.status === 'pending' ? <div style={{ marginTop: 8 }}>{activate(user)}</div> : null}
            </CardListItem>
          ))}
        </CardList>
      </Stack>
    );
  }

  const current = readOrdering(ordering);
  const active = { column: current.field as UserSortField, direction: current.isDescending ? 'desc' : 'asc' } as const;
  const sortable = (field: UserSortField, label: string) => (
    <SortHeader column={field} label={label} active={active} onSort={onSort} align="left" />
  );
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('user_admin.list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            {sortable('name', t('user_admin.list.name_company'))}
            {sortable('username', t('user_admin.list.username'))}
            {sortable('email', t('user_admin.list.email'))}
            <Table.Th>{t('user_admin.list.access_level')}</Table.Th>
            <Table.Th>{t('quota.label')}</Table.Th>
            {sortable('last_login', t('user_admin.list.last_login'))}
            {sortable('registration_date', t('user_admin.list.registered'))}
            <Table.Th>{t('user_admin.list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                {link(user)}
                <Text size="xs" c="dimmed" lang={langOf(user.company)}>
                  {user.company}
                </Text>
              </Table.Td>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>{t(`user_admin.access.${user.access_level}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <QuotaText quota={quotaOf(user)} isStacked />
              </Table.Td>
              <Table.Td>{lastLogin(user)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.registration_date)}</Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  <UserStatusBadge status={user.status} />
                  {activate(user)}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
