import { ScrollArea, Table } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { stackedOption } from '../lib/chart-options';
import type { DistrictPriceRow } from '../lib/stats-view';
import { ChartCard } from './chart-card';
import { EChart } from '@/shared/charts/e-chart';
import { ReferenceName } from '@/shared/ui/reference-name';

/** by_district_by_price: each federal district split into the ten damage buckets. */
export function DistrictPriceCard({ title, rows }: { title: string; rows: DistrictPriceRow[] }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const sorted = useMemo(() => [...rows].sort((a, b) => b.district.count - a.district.count), [rows]);
  const bucketNames = useMemo(() => sorted[0]?.buckets.map((b) => b.name) ?? [], [sorted]);
  const option = useMemo(
    () =>
      stackedOption({
        categories: sorted.map((row) => row.district.name),
        series: bucketNames.map((name, i) => ({ name, values: sorted.map((row) => row.buckets[i]?.count ?? 0) })),
        locale,
        format: (v) => formatNumber(v, locale),
      }),
    [sorted, bucketNames, locale],
  );
  const table = (
    <ScrollArea type="auto">
      <Table striped fz="xs" miw={900} verticalSpacing={5}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.columns.district')}</Table.Th>
            {bucketNames.map((name) => (
              <Table.Th key={name} scope="col" ta="right">
                {name}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.district.key}>
              <Table.Th scope="row" fw={500}>
                <ReferenceName name={row.district.name} />
              </Table.Th>
              {row.buckets.map((bucket) => (
                <Table.Td key={bucket.key} ta="right" title={`${formatNumber(bucket.damage, locale)} ₽`}>
                  {formatNumber(bucket.count, locale)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {formatNumber(row.district.count, locale)}
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
      chart={<EChart option={option} height={Math.max(320, sorted.length * 34 + 90)} label={title} />}
      table={table}
    />
  );
}
