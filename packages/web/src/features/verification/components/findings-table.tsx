import { Stack, Text } from '@mantine/core';
import { StackedTable, type StackedColumn, type StackedRow } from './stacked-table';

export interface FindingsTableProps {
  count: number;
  /** The line above the table: how many were found. */
  found: string;
  /** The table's accessible name. */
  label: string;
  columns: StackedColumn[];
  rows: StackedRow[];
}

/** A check's findings as a table (stacked rows on a phone) under "N found"; nothing when it found nothing. */
export function FindingsTable({ count, found, label, columns, rows }: FindingsTableProps) {
  // nothing found: the card's verdict line says so already
  if (count === 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {found}
      </Text>
      <StackedTable label={label} columns={columns} rows={rows} />
    </Stack>
  );
}
