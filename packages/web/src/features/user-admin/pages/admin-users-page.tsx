import type { AccountStatus, AdminUser, UserSortField } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '@/shared/api-client/api-client';
import { withoutDefaults } from '@/shared/routing/without-defaults';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { SearchBar } from '@/shared/ui/search-bar';
import { errorText } from '@/shared/ui/error-text';
import { useQueryClient } from '@tanstack/react-query';
import { adminUserSchema } from '@cargo-sentry/contracts/user-admin/user-admin';
import { usersPageSize, usersQueryKey, useUsers } from '../api/get-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UsersTable } from '../components/users-table';
import { defaultOrdering, nextOrdering } from '../lib/ordering';

const statuses = ['all', 'pending', 'active', 'inactive'] as const;
type StatusFilter = (typeof statuses)[number];

/** `/administration/users`: people's accounts (issue 11 §1); API users have their own page. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('s') ?? '';
  const status = (statuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as StatusFilter)
    : 'all';
  const ordering = params.get('ordering') ?? defaultOrdering;
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [isCreating, creating] = useDisclosure(false);
  const [activatingId, setActivatingId] = useState<number>();
  const list = useUsers({ page, s: debouncedSearch, status, ordering });

  const update = (next: { page?: number; s?: string; status?: StatusFilter; ordering?: string }) => {
    const values = {
      s: next.s ?? search,
      status: next.status ?? status,
      ordering: next.ordering ?? ordering,
      page: String(next.page ?? page),
    };
    setParams(withoutDefaults(values, { page: '1', status: 'all', ordering: defaultOrdering }), { replace: true });
  };

  const handleActivate = async (user: AdminUser) => {
    setActivatingId(user.id);
    try {
      await api.post(`/{product}/reg_admin/${user.id}/activate`, {}, adminUserSchema, { quiet: true });
      notifications.show({ color: 'teal', message: t('user_admin.account.activated', { email: user.email }) });
      await client.invalidateQueries({ queryKey: usersQueryKey });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error) });
    } finally {
      setActivatingId(undefined);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_users')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('user_admin.list.intro')}
      </Text>
      <SearchBar
        label={t('user_admin.list.search')}
        placeholder={t('user_admin.list.search_placeholder')}
        value={search}
        maxLength={200}
        onChange={(value) => update({ s: value, page: 1 })}
      >
        <Button size="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
          {t('user_admin.list.create')}
        </Button>
      </SearchBar>
      <SegmentedControl
        aria-label={t('user_admin.list.status_filter')}
        value={status}
        onChange={(value) => update({ status: value as StatusFilter, page: 1 })}
        data={statuses.map((value) => ({
          value,
          label: value === 'all' ? t('user_admin.list.all') : t(`user_admin.status.${value as AccountStatus}`),
        }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        styles={{ root: { flexWrap: 'wrap' } }}
      />
      <UsersTable
        users={list.data?.results}
        isLoading={list.isLoading}
        isError={list.isError}
        isFiltered={debouncedSearch.trim() !== '' || status !== 'all'}
        ordering={ordering}
        activatingId={activatingId}
        onSort={(field: UserSortField) => update({ ordering: nextOrdering(ordering, field), page: 1 })}
        onOrder={(next) => update({ ordering: next, page: 1 })}
        onActivate={(user) => void handleActivate(user)}
        onRetry={() => void list.refetch()}
      />
      <ListPager
        count={list.data?.count}
        pageSize={usersPageSize}
        page={page}
        onChange={(next) => update({ page: next })}
      />
      <CreateUserDialog opened={isCreating} onClose={creating.close} />
    </Stack>
  );
}
