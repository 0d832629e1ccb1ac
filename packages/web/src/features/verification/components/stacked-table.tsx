import { Box, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface StackedColumn {
  label: string;
  isNumeric?: boolean;
  isNowrap?: boolean;
  /** The cell names its row (a table's row header). */
  isRowHeader?: boolean;
  /** The value the row's verdict turns on (a policy's status, a debt's amount): first and bold on a phone. */
  isDeciding?: boolean;
}

export interface StackedRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

export interface StackedTableProps {
  /** The table's (or, on a phone, the list's) accessible name. */
  label: string;
  columns: StackedColumn[];
  rows: StackedRow[];
}

// Mantine's `sm` breakpoint: below it a table of four or five columns would scroll sideways.
const phoneQuery = '(max-width: 48em)';

/**
 * A check's findings as a table, or on a phone (issue 23 §8) as one block per row: each value under
 * its label, the deciding value first, so nothing is hidden past the right edge and no column is so
 * narrow that a Russian word must break.
 */
export function StackedTable({ label, columns, rows }: StackedTableProps) {
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  if (isPhone) return <StackedRows label={label} columns={columns} rows={rows} />;
  return (
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
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, index) => {
              const column = columns[index];
              const Cell = column.isRowHeader ? Table.Th : Table.Td;
              return (
                <Cell
                  key={column.label}
                  scope={column.isRowHeader ? 'row' : undefined}
                  fw={column.isRowHeader ? 500 : undefined}
                  ta={column.isNumeric ? 'right' : undefined}
                  style={column.isNowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {cell}
                </Cell>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function StackedRows({ label, columns, rows }: StackedTableProps) {
  // The deciding column first, the others in their table order.
  const order = columns.map((_, index) => index).sort((a, b) => +!!columns[b].isDeciding - +!!columns[a].isDeciding);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }} data-stacked>
      {rows.map((row) => (
        <Box key={row.key} component="li" p="xs" bg="gray.0" style={{ borderRadius: 6 }}>
          <Stack gap={6} component="dl" m={0}>
            {order.map((index) => (
              <div key={columns[index].label}>
                <Text component="dt" size="xs" c="dimmed">
                  {columns[index].label}
                </Text>
                <Text
                  component="dd"
                  size="sm"
                  m={0}
                  fw={columns[index].isDeciding ? 600 : undefined}
                  data-deciding={columns[index].isDeciding || undefined}
                >
                  {row.cells[index]}
                </Text>
              </div>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
