import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FindingsColumn {
  label: string;
  isNumeric?: boolean;
  isNowrap?: boolean;
}

export interface FindingsTableProps {
  count: number;
  /** Said instead of the table when nothing was found. */
  none: string;
  /** The line above the table: how many were found. */
  found: string;
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways (a phone) instead of squeezing its columns. */
  minWidth: number;
  columns: FindingsColumn[];
  /** The rows, one `Table.Tr` per finding. */
  children: ReactNode;
}

/** A check's findings as a table under "N found", or one line when it found nothing. */
export function FindingsTable({ count, none, found, label, minWidth, columns, children }: FindingsTableProps) {
  if (count === 0) return <Text size="sm">{none}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {found}
      </Text>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped withTableBorder aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.label}
                  ta={column.isNumeric ? 'right' : undefined}
                  style={column.isNowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
