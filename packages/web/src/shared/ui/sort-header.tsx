import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps<C extends string> {
  column: C;
  label: string;
  /** The column the list is sorted by, and which way. */
  active: { column: C; direction: 'asc' | 'desc' };
  onSort: (column: C) => void;
  /** Catalog key of the button's spoken name, given the column's label as `column`; without one the label names it. */
  sortByKey?: string;
  align?: 'left' | 'right';
}

/** A column header that sorts the list by its column; `aria-sort` tells the current order. */
export function SortHeader<C extends string>({
  column,
  label,
  active,
  onSort,
  sortByKey,
  align = 'right',
}: SortHeaderProps<C>) {
  const { t } = useTranslation();
  const isActive = active.column === column;
  const Icon = !isActive ? IconArrowsSort : active.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th
      scope="col"
      ta={align}
      aria-sort={isActive ? (active.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={sortByKey ? t(sortByKey, { column: label }) : undefined}
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
