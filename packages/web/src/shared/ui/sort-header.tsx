import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortColumn } from '../lib/rating-view';

interface SortHeaderProps {
  column: SortColumn;
  label: string;
  active: { column: SortColumn; direction: 'asc' | 'desc' };
  onSort: (column: SortColumn) => void;
  align?: 'left' | 'right';
}

/** A column header that sorts the rating on the server; `aria-sort` tells the current order. */
export function SortHeader({ column, label, active, onSort, align = 'right' }: SortHeaderProps) {
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
        aria-label={t('rating.sort_by', { column: label })}
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
