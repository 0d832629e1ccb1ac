import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import type { CountedRow } from '../lib/usage-view';

interface UsageTableProps {
  caption: string;
  nameHeader: string;
  rows: CountedRow[];
  nameOf?: (row: CountedRow) => React.ReactNode;
}

/** Calls and errors per endpoint, check or key. */
export function UsageTable({ caption, nameHeader, rows, nameOf = (row) => row.name }: UsageTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    // At 375 px the Russian headers make the table scroll sideways: a keyboard must reach it too (axe).
    <Table.ScrollContainer minWidth={300} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': caption } }}>
      <Table striped verticalSpacing={6} captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th ta="right">{t('api_users.usage.calls')}</Table.Th>
            <Table.Th ta="right">{t('api_users.usage.client_errors')}</Table.Th>
            <Table.Th ta="right">{t('api_users.usage.server_errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{nameOf(row)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.calls, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.client_errors, locale)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.server_errors, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
