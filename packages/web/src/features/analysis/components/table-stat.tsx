import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import type { StatsView } from '../lib/stats-view';
import { ReferenceName } from '@/shared/ui/reference-name';

/** table_stat of docs/product.md#statistics: per attack method, all incidents and those of robbery and fraud. */
export function TableStat({ rows, totals }: { rows: StatsView['tableStat']; totals: StatsView['tableStatTotals'] }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const money = (v: number) => `${formatNumber(v, locale)} ₽`;
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  return (
    // Wider than a phone: the keyboard scrolls it too (WCAG 2.1.1, axe scrollable-region-focusable).
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': t('analysis.incidents.table_stat') }}>
      <Table striped highlightOnHover fz="sm" miw={560} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.columns.attack_method')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.total')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.robbery')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.fraud')}
            </Table.Th>
            <Table.Th
              scope="col"
              ta="right"
            >{`${t('analysis.columns.robbery')}, ${t('analysis.columns.damage').toLowerCase()}`}</Table.Th>
            <Table.Th
              scope="col"
              ta="right"
            >{`${t('analysis.columns.fraud')}, ${t('analysis.columns.damage').toLowerCase()}`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                <ReferenceName name={row.name} />
              </Table.Th>
              <Table.Td ta="right">{n(row.count)}</Table.Td>
              <Table.Td ta="right">{n(row.robbery)}</Table.Td>
              <Table.Td ta="right">{n(row.fraud)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.robberyDamage)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.fraudDamage)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('analysis.columns.total')}</Table.Th>
            <Table.Td ta="right">{n(sorted.reduce((sum, row) => sum + row.count, 0))}</Table.Td>
            <Table.Td ta="right">{n(totals.robbery)}</Table.Td>
            <Table.Td ta="right">{n(totals.fraud)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(totals.robberyDamage)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(totals.fraudDamage)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
