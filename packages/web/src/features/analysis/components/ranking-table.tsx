import { Badge, Button, Center, ScrollArea, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { SortHeader } from '@/shared/ui/sort-header';
import { sortRating, type RatingRow, type RatingSortKey, type SortDirection } from '../lib/rating';
import { ChangeIndicator } from './change-indicator';
import { ReferenceName } from '@/shared/ui/reference-name';

interface RankingTableProps {
  rows: RatingRow[];
  nameHeader: string;
  pageSize?: number;
}

/** A sortable ranking with incidents, damage and their change against the previous period. */
export function RankingTable({ rows, nameHeader, pageSize = 50 }: RankingTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [sort, setSort] = useState<{ column: RatingSortKey; direction: SortDirection }>({
    column: 'count',
    direction: 'desc',
  });
  const [shown, setShown] = useState(pageSize);
  const sorted = useMemo(() => sortRating(rows, sort.column, sort.direction, locale), [rows, sort, locale]);

  function handleSort(column: RatingSortKey) {
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: column === 'name' ? 'asc' : 'desc' },
    );
  }

  const header = (column: RatingSortKey, label: string, align?: 'left') => (
    <SortHeader
      column={column}
      label={label}
      active={sort}
      onSort={handleSort}
      sortByKey="analysis.rating.sort_by"
      align={align}
    />
  );
  const change = (value: number | null, previous: number, current: number) =>
    value === null && previous === 0 && current > 0 ? (
      <Badge color="red" variant="light" size="sm">
        {t('analysis.change.new')}
      </Badge>
    ) : (
      <ChangeIndicator change={value} />
    );

  return (
    <>
      <ScrollArea type="auto">
        <Table striped highlightOnHover fz="sm" miw={720} verticalSpacing={6} data-testid="rating-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={48}>
                {t('analysis.columns.rank')}
              </Table.Th>
              {header('name', nameHeader, 'left')}
              {header('count', t('analysis.columns.count'))}
              {header('countChange', t('analysis.columns.count_change'))}
              {header('damage', t('analysis.columns.damage'))}
              {header('damageChange', t('analysis.columns.damage_change'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.slice(0, shown).map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                <Table.Td>
                  <ReferenceName name={row.name} />
                </Table.Td>
                <Table.Td
                  ta="right"
                  title={`${t('analysis.columns.previous')}: ${formatNumber(row.previousCount, locale)}`}
                >
                  {formatNumber(row.count, locale)}
                </Table.Td>
                <Table.Td ta="right">{change(row.countChange, row.previousCount, row.count)}</Table.Td>
                <Table.Td
                  ta="right"
                  style={{ whiteSpace: 'nowrap' }}
                  title={`${t('analysis.columns.previous')}: ${formatNumber(row.previousDamage, locale)} ₽`}
                >
                  {formatNumber(row.damage, locale)} ₽
                </Table.Td>
                <Table.Td ta="right">{change(row.damageChange, row.previousDamage, row.damage)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {sorted.length > shown ? (
        <Center mt="sm">
          <Button variant="light" size="xs" onClick={() => setShown((n) => n + pageSize)}>
            {t('analysis.rating.show_more', { count: Math.min(pageSize, sorted.length - shown) })}
          </Button>
        </Center>
      ) : (
        <Text size="xs" c="dimmed" mt="xs">
          {t('analysis.rating.shown_all', { count: sorted.length, formatted: formatNumber(sorted.length, locale) })}
        </Text>
      )}
    </>
  );
}
