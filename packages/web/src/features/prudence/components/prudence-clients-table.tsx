import type { PrudenceClient } from '@cargo-sentry/contracts/prudence/prudence';
import { Alert, Badge, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

interface Props {
  rows: PrudenceClient[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isSearching: boolean;
}

/** docs/product.md#commercial-prudence-subscription "Commercial prudence subscription: client, number of INN, matches new/old". */
export function PrudenceClientsTable({ rows, isLoading, isError, isSearching }: Props) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('prudence.table.error')}
      </Alert>
    );
  }
  if (isLoading || !rows) return <Skeleton height={120} radius="md" aria-busy="true" />;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t(isSearching ? 'prudence.admin.not_found' : 'prudence.admin.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped>
        <Table.Caption>{t('prudence.admin.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('prudence.admin.client')}</Table.Th>
            <Table.Th ta="right">{t('prudence.admin.inn_count')}</Table.Th>
            <Table.Th ta="right">{t('prudence.admin.matches_new')}</Table.Th>
            <Table.Th ta="right">{t('prudence.admin.matches_old')}</Table.Th>
            <Table.Th>{t('prudence.admin.last_check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.user_id}>
              <Table.Td>
                <Text size="sm">{row.client}</Text>
                <Text size="xs" c="dimmed">
                  {row.username}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.inn_count, locale)}</Table.Td>
              <Table.Td ta="right">
                {row.matches_new > 0 ? <Badge color="red.9">{formatNumber(row.matches_new, locale)}</Badge> : '0'}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.matches_old, locale)}</Table.Td>
              <Table.Td>{formatDateTime(row.last_checked_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
