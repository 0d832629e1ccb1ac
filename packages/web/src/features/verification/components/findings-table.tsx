import { Stack, Text } from '@mantine/core';
import { StackedTable, type StackedColumn, type StackedRow } from './stacked-table';

export interface FindingsTableProps {
  count: number;
  /** Said instead of the table when nothing was found. */
  none: string;
  /** The line above the table: how many were found. */
  found: string;
  /** The table's accessible name. */
  label: string;
  columns: StackedColumn[];
  rows: StackedRow[];
}

/** A check's findings as a table (stacked rows on a phone) under "N found", or one line when it found nothing. */
export function FindingsTable({ count, none, found, label, columns, rows }: FindingsTableProps) {
  if (count === 0) return <Text size="sm">{none}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {found}
      </Text>
      <StackedTable label={label} columns={columns} rows={rows} />
    </Stack>
  );
}
