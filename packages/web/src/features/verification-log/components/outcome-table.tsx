import type { OutcomeCounts } from '@cargo-sentry/contracts/verification/log';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

export interface OutcomeColumn<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  numeric?: boolean;
}

interface OutcomeTableProps<Row extends OutcomeCounts> {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The columns before the counts (name, company…). */
  leading: OutcomeColumn<Row>[];
  /** The columns after them. */
  trailing?: OutcomeColumn<Row>[];
  minWidth?: number;
}

/** Checks, found, clean and provider errors per row (check, user), with the row's own columns around them. */
export function OutcomeTable<Row extends OutcomeCounts>({
  caption,
  rows,
  rowKey,
  leading,
  trailing = [],
  minWidth = 520,
}: OutcomeTableProps<Row>) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const count = (value: number) => formatNumber(value, locale);
  const counts: OutcomeColumn<Row>[] = [
    { header: t('verification_log.columns.checks'), cell: (row) => count(row.checks), numeric: true },
    { header: t('verification_log.columns.found'), cell: (row) => count(row.found), numeric: true },
    { header: t('verification_log.columns.clean'), cell: (row) => count(row.clean), numeric: true },
    {
      header: t('verification_log.columns.errors'),
      cell: (row) => (
        <Text span c={row.errors > 0 ? 'red.9' : undefined} inherit>
          {count(row.errors)}
        </Text>
      ),
      numeric: true,
    },
  ];
  const columns = [...leading, ...counts, ...trailing];
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing={6} captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
