import type { DestructionAct } from '@cargo-sentry/contracts/personal-data/retention';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { ListError } from '@/shared/ui/list-error';
import { ListPager } from '@/shared/ui/list-pager';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { actsPageSize, useDestructionActs } from '../api/get-destruction-acts';
import { useDownloadDestructionAct } from '../api/download-destruction-act';

/** The acts of the destruction runs (issue 28 §2), newest first, each downloadable as its PDF. */
export function DestructionActs() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [page, setPage] = useState(1);
  const acts = useDestructionActs(page);
  const download = useDownloadDestructionAct();
  const categoriesOf = (act: DestructionAct) =>
    [...new Set(act.lines.filter((line) => line.destroyed > 0).map((line) => line.category))]
      .map((category) => t(`personal_data.categories.${category}`))
      .join(', ');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="acts-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="acts-title">
            {t('personal_data.acts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('personal_data.acts.intro')}
          </Text>
        </div>
        {acts.isLoading ? <ListSkeleton label={t('personal_data.acts.loading')} rows={3} rowHeight={36} /> : null}
        {acts.isError && !acts.data ? (
          <ListError
            title={t('personal_data.acts.load_failed')}
            retryLabel={t('personal_data.acts.retry')}
            onRetry={() => void acts.refetch()}
          />
        ) : null}
        {acts.data && acts.data.count === 0 ? <Text c="dimmed">{t('personal_data.acts.empty')}</Text> : null}
        {acts.data && acts.data.count > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('personal_data.acts.table_label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('personal_data.acts.col_number')}</Table.Th>
                  <Table.Th>{t('personal_data.acts.col_date')}</Table.Th>
                  <Table.Th>{t('personal_data.acts.col_categories')}</Table.Th>
                  <Table.Th ta="right">{t('personal_data.acts.col_total')}</Table.Th>
                  <Table.Th>{t('personal_data.acts.col_file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {acts.data.results.map((act) => (
                  <Table.Tr key={act.id}>
                    <Table.Td>{act.number}</Table.Td>
                    <Table.Td>{formatDateTime(act.started_at)}</Table.Td>
                    <Table.Td>{categoriesOf(act)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(act.total, locale)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        loading={download.isPending && download.variables === act.id}
                        aria-label={t('personal_data.acts.download_label', { number: act.number })}
                        onClick={() => download.mutate(act.id)}
                      >
                        {t('personal_data.acts.download')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <ListPager count={acts.data?.count} pageSize={actsPageSize} page={page} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
