import { useMemo } from 'react';
import { useLocale } from '@/shared/i18n/use-locale';
import { useChartWords } from '../hooks/use-chart-words';
import { useIsNarrow } from '../hooks/use-is-narrow';
import { barOption, donutOption, horizontalHeight } from '../lib/chart-options';
import type { GroupRow } from '../lib/groups';
import { ChartCard } from './chart-card';
import { EChart, type EChartClick } from '@/shared/charts/e-chart';
import { GroupTable } from './group-table';

interface GroupChartCardProps {
  title: string;
  subtitle?: string;
  rows: GroupRow[];
  nameHeader: string;
  kind?: 'bars' | 'columns' | 'donut';
  metric?: 'count' | 'damage';
  /** Share column base; the rows' sum by default. */
  total?: number;
  height?: number;
  color?: string;
  onItemClick?: (row: GroupRow) => void;
}

/** A group of the statistics as a chart (bars, columns or donut) with its exact table. */
export function GroupChartCard({
  title,
  subtitle,
  rows,
  nameHeader,
  kind = 'bars',
  metric = 'count',
  total,
  height,
  color,
  onItemClick,
}: GroupChartCardProps) {
  const [locale] = useLocale();
  const words = useChartWords();
  const isNarrow = useIsNarrow();
  const option = useMemo(
    () =>
      kind === 'donut'
        ? donutOption({ rows, words, locale })
        : barOption({
            rows,
            metric,
            words,
            locale,
            horizontal: kind === 'bars',
            color,
            labelWidth: isNarrow ? 100 : 150,
          }),
    [kind, rows, metric, words, locale, color, isNarrow],
  );
  const chartHeight = height ?? (kind === 'bars' ? horizontalHeight(rows.length) : 300);
  const handleClick = onItemClick
    ? (event: EChartClick) => rows[event.dataIndex] && onItemClick(rows[event.dataIndex])
    : undefined;
  return (
    <ChartCard
      title={title}
      subtitle={subtitle}
      chart={<EChart option={option} height={chartHeight} label={title} onItemClick={handleClick} />}
      table={<GroupTable rows={rows} total={total} nameHeader={nameHeader} showAverage />}
    />
  );
}
