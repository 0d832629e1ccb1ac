import { Badge, Button, Center, Group, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { sortRating, type RatingRow, type RatingSortKey, type SortDirection } from '../lib/rating';
import { ChangeIndicator } from './change-indicator';

interface RatingTableProps {
  rows: RatingRow[];
  nameHeader: string;
  pageSize?: number;
}

interface SortableHeaderProps {
  column: RatingSortKey;
  label: string;
  sort: { key: RatingSortKey; direction: SortDirection };
  onSort: (key: RatingSortKey) => void;
  align?: 'left' | 'right';
}

function SortableHeader({ column, label, sort, onSort, align = 'right' }: SortableHeaderProps) {
  const { t } = useTranslation();
  const isActive = sort.key === column;
  const Icon = !isActive ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  const ariaSort = isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort} ta={align} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={t('analysis.rating.sort_by', { column: label })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{label}</span>
          <Icon
            size={14}
            aria-hidden
            color={isActive ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-dimmed)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A sortable ranking with incidents, damage and their change against the previous period. */
export function RatingTable({ rows, nameHeader, pageSize = 50 }: RatingTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [sort, setSort] = useState<{ key: RatingSortKey; direction: SortDirection }>({
    key: 'count',
    direction: 'desc',
  });
  const [shown, setShown] = useState(pageSize);
  const sorted = useMemo(() => sortRating(rows, sort.key, sort.direction, locale), [rows, sort, locale]);

  function handleSort(key: RatingSortKey) {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'name' ? 'asc' : 'desc' },
    );
  }

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
              <SortableHeader column="name" label={nameHeader} sort={sort} onSort={handleSort} align="left" />
              <SortableHeader column="count" label={t('analysis.columns.count')} sort={sort} onSort={handleSort} />
              <SortableHeader
                column="countChange"
                label={t('analysis.columns.count_change')}
                sort={sort}
                onSort={handleSort}
              />
              <SortableHeader column="damage" label={t('analysis.columns.damage')} sort={sort} onSort={handleSort} />
              <SortableHeader
                column="damageChange"
                label={t('analysis.columns.damage_change')}
                sort={sort}
                onSort={handleSort}
              />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.slice(0, shown).map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
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
