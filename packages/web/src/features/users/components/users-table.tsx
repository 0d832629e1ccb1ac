import type { AdminUser, UserSortField } from '@cargo-sentry/contracts/admin-users';
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
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
import { SortHeader } from './sort-header';
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
    return (
      <Alert color="red" role="alert" title={t('users.list.error')}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('users.list.retry')}
        </Button>
      </Alert>
    );
  }
  if (isLoading && !users) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('users.list.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={isNarrow ? 110 : 40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (!users || users.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconUsers size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {isFiltered ? t('users.list.nothing_found') : t('users.list.empty')}
        </Text>
      </Paper>
    );
  }

  const link = (user: AdminUser) => (
    <Anchor component={Link} to={paths.userSettings.build(user.id)} fw={600} lang={langOf(fullName(user))}>
      {fullName(user) || user.username}
    </Anchor>
  );
  const lastLogin = (user: AdminUser) => (user.last_login ? formatDateTime(user.last_login) : t('users.list.never'));
  const activate = (user: AdminUser) =>
    user.status === 'pending' ? (
      <Button
        size="xs"
        variant="light"
        loading={activatingId === user.id}
        onClick={() => onActivate(user)}
        aria-label={t('users.list.activate_label', { name: fullName(user) || user.username })}
      >
        {t('users.list.activate')}
      </Button>
    ) : null;

  if (isNarrow) {
    return (
      <Stack gap="sm">
        <SortSelect ordering={ordering} onChange={onOrder} />
        <CardList label={t('users.list.table_label')}>
          {users.map((user) => (
            <CardListItem key={user.id} title={link(user)} badge={<UserStatusBadge status={user.status} />}>
              <Text size="sm" lang={langOf(user.company)}>
                {user.company}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.username} · {user.email}
              </Text>
              <Text size="sm" mt={4}>
                {t(`users.access.${user.access_level}`)}
              </Text>
              <Text size="sm">
                {t('quota.label')}: <QuotaText quota={quotaOf(user)} />
              </Text>
              <Text size="sm" c="dimmed">
                {t('users.list.last_login')}: {lastLogin(user)}
              </Text>
              {user.status === 'pending' ? <div style={{ marginTop: 8 }}>{activate(user)}</div> : null}
            </CardListItem>
          ))}
        </CardList>
      </Stack>
    );
  }

  const sortable = (field: UserSortField, label: string) => (
    <SortHeader field={field} ordering={ordering} label={label} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('users.list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            {sortable('name', t('users.list.name_company'))}
            {sortable('username', t('users.list.username'))}
            {sortable('email', t('users.list.email'))}
            <Table.Th>{t('users.list.access_level')}</Table.Th>
            <Table.Th>{t('quota.label')}</Table.Th>
            {sortable('last_login', t('users.list.last_login'))}
            {sortable('registration_date', t('users.list.registered'))}
            <Table.Th>{t('users.list.status')}</Table.Th>
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
              <Table.Td>{t(`users.access.${user.access_level}`)}</Table.Td>
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
