import { ScrollArea, Table } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { comparisonOption } from '../lib/chart-options';
import type { MonthRow } from '../lib/stats-view';
import { ChartCard } from './chart-card';
import { EChart } from '@/shared/charts/e-chart';

interface MonthComparisonProps {
  title: string;
  months: MonthRow[];
  lastYear: MonthRow[];
  height?: number;
  /** Load the chart library only when the chart comes near the viewport (see EChart). */
  whenVisible?: boolean;
}

/** Each month of the period against the same month a year earlier, chart and table. */
export function MonthComparison({ title, months, lastYear, height = 300, whenVisible }: MonthComparisonProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const option = useMemo(
    () =>
      comparisonOption({
        categories: months.map((m) => m.name),
        current: months,
        previous: lastYear,
        currentName: t('analysis.incidents.current_year'),
        previousName: t('analysis.incidents.last_year'),
        metric: 'count',
        locale,
      }),
    [months, lastYear, t, locale],
  );
  const table = (
    <ScrollArea type="auto">
      <Table striped fz="sm" miw={480} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.columns.month')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.count')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.damage')}
            </Table.Th>
            <Table.Th scope="col">{t('analysis.incidents.last_year')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.count')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.damage')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month, i) => (
            <Table.Tr key={month.key}>
              <Table.Th scope="row" fw={500}>
                {month.name}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(month.count, locale)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(month.damage, locale)} ₽
              </Table.Td>
              <Table.Td c="dimmed">{lastYear[i]?.name ?? ''}</Table.Td>
              <Table.Td ta="right">{formatNumber(lastYear[i]?.count ?? 0, locale)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(lastYear[i]?.damage ?? 0, locale)} ₽
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
  return (
    <ChartCard
      title={title}
      chart={<EChart option={option} height={height} label={title} whenVisible={whenVisible} />}
      table={table}
    />
  );
}
