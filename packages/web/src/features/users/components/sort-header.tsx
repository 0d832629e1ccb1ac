import type { UserSortField } from '@cargo-sentry/contracts/admin-users';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { readOrdering } from '../lib/ordering';

interface SortHeaderProps {
  field: UserSortField;
  ordering: string;
  label: string;
  onSort: (field: UserSortField) => void;
}

/** A column header that sorts the list; `aria-sort` tells screen readers which way. */
export function SortHeader({ field, ordering, label, onSort }: SortHeaderProps) {
  const current = readOrdering(ordering);
  const isSorted = current.field === field;
  const Icon = !isSorted ? IconArrowsSort : current.isDescending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={isSorted ? (current.isDescending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
