import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withoutDefaults } from '@/shared/routing/without-defaults';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { SearchBar } from '@/shared/ui/search-bar';
import { apiUsersPageSize, useApiUsers } from '../api/get-api-users';
import { ApiUsersTable } from '../components/api-users-table';
import { CreateApiUserDialog } from '../components/create-api-user-dialog';

/** `/administration/api_users`: the staff list of API users (issue 11 §2). */
export function AdminApiUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('s') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [isCreating, creating] = useDisclosure(false);
  const list = useApiUsers({ page, s: debouncedSearch });

  const update = (next: { page?: number; s?: string }) => {
    const values = { s: next.s ?? search, page: String(next.page ?? page) };
    setParams(withoutDefaults(values, { page: '1' }), { replace: true });
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_api_users')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('api_users.list.intro')}
      </Text>
      <SearchBar
        label={t('api_users.list.search')}
        placeholder={t('api_users.list.search_placeholder')}
        value={search}
        maxLength={200}
        onChange={(value) => update({ s: value, page: 1 })}
      >
        <Button size="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={creating.open}>
          {t('api_users.list.create')}
        </Button>
      </SearchBar>
      <ApiUsersTable
        apiUsers={list.data?.results}
        isLoading={list.isLoading}
        isError={list.isError}
        isSearching={debouncedSearch.trim() !== ''}
        onRetry={() => void list.refetch()}
      />
      <ListPager
        count={list.data?.count}
        pageSize={apiUsersPageSize}
        page={page}
        onChange={(next) => update({ page: next })}
      />
      <CreateApiUserDialog opened={isCreating} onClose={creating.close} />
    </Stack>
  );
}
