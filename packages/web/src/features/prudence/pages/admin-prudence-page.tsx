import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { SearchBar } from '@/shared/ui/search-bar';
import { prudenceClientsPageSize, useExportPrudence, usePrudenceClients } from '../api/get-prudence-clients';
import { PrudenceClientsTable } from '../components/prudence-clients-table';

/** `/administration/commercial_prudence` (staff and report users): every client's subscriptions. */
export function AdminPrudencePage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [page, setPage] = useState(1);
  const [s, setS] = useState('');
  const [search] = useDebouncedValue(s, 300);
  const clients = usePrudenceClients({ page, s: search });
  const exporter = useExportPrudence();

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_commercial_prudence')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('prudence.admin.intro')}
      </Text>
      <SearchBar
        label={t('prudence.admin.search')}
        placeholder={t('prudence.admin.search_placeholder')}
        value={s}
        maxLength={100}
        onChange={(value) => {
          setS(value);
          setPage(1);
        }}
      >
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate(locale)}
        >
          {t('prudence.admin.export')}
        </Button>
      </SearchBar>
      <PrudenceClientsTable
        rows={clients.data?.results}
        isLoading={clients.isLoading}
        isError={clients.isError}
        isSearching={search.trim() !== ''}
      />
      <ListPager
        count={clients.data?.count}
        pageSize={prudenceClientsPageSize}
        page={page}
        onChange={setPage}
        isClamped
      />
    </Stack>
  );
}
