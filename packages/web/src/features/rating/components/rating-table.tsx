import type { CompanyRatingRow } from '@cargo-sentry/contracts/rating/rating';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatRubles } from '@/shared/format/money';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { CardList, CardListItem } from '@/shared/ui/card-list';
import { RegisterValue } from '@/shared/ui/register-value';
import { SortHeader } from '@/shared/ui/sort-header';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import type { SortColumn } from '../lib/rating-view';
import { ScoreBadge } from './score-badge';

interface RatingTableProps {
  rows: CompanyRatingRow[] | undefined;
  /** Position of the first row in the whole ranking (page offset). */
  firstRank: number;
  sort: { column: SortColumn; direction: 'asc' | 'desc' };
  onSort: (column: SortColumn) => void;
  isLoading: boolean;
  isError: boolean;
  isSearching: boolean;
  onRetry: () => void;
}

/** The ranked companies: a sortable table, or cards at 375 px. */
export function RatingTable({
  rows,
  firstRank,
  sort,
  onSort,
  isLoading,
  isError,
  isSearching,
  onRetry,
}: RatingTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isNarrow = useMediaQuery('(max-width: 48em)');

  if (isError && !rows) {
    return <ListError title={t('rating.error')} retryLabel={t('rating.retry')} onRetry={onRetry} />;
  }
  if (isLoading && !rows) {
    return <ListSkeleton label={t('rating.loading')} rows={5} rowHeight={isNarrow ? 96 : 40} />;
  }
  if (!rows || rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <IconBuildingWarehouse size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {isSearching ? t('rating.nothing_found') : t('rating.empty_title')}
        </Text>
        {isSearching ? null : (
          <Text c="dimmed" size="sm">
            {t('rating.empty')}
          </Text>
        )}
      </Paper>
    );
  }

  // The INN always links to the evidence; the name too when the register gives one.
  const company = (row: CompanyRatingRow, label: string) => (
    <Anchor component={Link} to={paths.ratingCompany.build(row.inn)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Anchor>
  );
  // The register's status in the page's language (issue 23 §5): it answers in Russian.
  const register = (row: CompanyRatingRow) =>
    row.register_status === null ? (
      t('rating.not_in_register')
    ) : (
      <>
        <RegisterValue kind="company_status" value={row.register_status} />
        {row.register_flags > 0 ? `, ${t('rating.flags', { count: row.register_flags })}` : null}
      </>
    );
  const header = (column: SortColumn, label: string, align?: 'left') => (
    <SortHeader column={column} label={label} active={sort} onSort={onSort} sortByKey="rating.sort_by" align={align} />
  );
  const badge = (row: CompanyRatingRow) => <ScoreBadge score={row.score} noNegativeData={row.no_negative_data} />;

  if (isNarrow) {
    return (
      <CardList label={t('rating.table_label')}>
        {rows.map((row, i) => (
          <CardListItem
            key={row.inn}
            title={
              <span>
                {firstRank + i}. {company(row, row.name ?? t('rating.company.no_name', { inn: row.inn }))}
              </span>
            }
            badge={badge(row)}
          >
            {row.name ? (
              <Text size="sm" c="dimmed">
                {t('rating.columns.inn')} {row.inn}
              </Text>
            ) : null}
            <Text size="sm" mt={4}>
              {t('rating.columns.incidents')}: {formatNumber(row.incidents, locale)}
              {row.incidents > 0
                ? ` · ${formatRubles(row.damage, locale)} · ${formatDate(row.last_incident_date)}`
                : ''}
            </Text>
            <Text size="sm">
              {t('rating.columns.findings')}: {formatNumber(row.findings, locale)} · {register(row)}
            </Text>
          </CardListItem>
        ))}
      </CardList>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('rating.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              {t('rating.columns.rank')}
            </Table.Th>
            <Table.Th scope="col" miw={190}>
              {t('rating.columns.company')}
            </Table.Th>
            {header('inn', t('rating.columns.inn'), 'left')}
            {header('score', t('rating.columns.score'))}
            {header('incidents', t('rating.columns.incidents'))}
            {header('damage', t('rating.columns.damage'))}
            <Table.Th scope="col">{t('rating.columns.last_incident')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('rating.columns.findings')}
            </Table.Th>
            <Table.Th scope="col">{t('rating.columns.register')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row.inn}>
              <Table.Td c="dimmed">{firstRank + i}</Table.Td>
              <Table.Td>
                {row.name ? (
                  company(row, row.name)
                ) : (
                  <Text size="sm" c="dimmed" fs="italic">
                    {t('rating.not_in_register')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {company(row, row.inn)}
              </Table.Td>
              <Table.Td ta="right">{badge(row)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.incidents, locale)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRubles(row.damage, locale)}
              </Table.Td>
              <Table.Td>{formatDate(row.last_incident_date)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.findings, locale)}</Table.Td>
              <Table.Td>
                {/* the company column already says the register does not know it */}
                <Text size="sm" c={row.register_status === null ? 'dimmed' : undefined}>
                  {row.register_status === null ? '—' : register(row)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
