import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { useStatistics } from '../api/get-statistics';
import { AnalysisFrame } from '../components/analysis-frame';
import { CargoDetailsDrawer } from '../components/cargo-details-drawer';
import { ChartCard } from '../components/chart-card';
import { EChart } from '@/shared/charts/e-chart';
import { GroupTable } from '../components/group-table';
import { StatsGate } from '../components/stats-gate';
import { useAnalysisFilter } from '../hooks/use-analysis-filter';
import { useChartWords } from '../hooks/use-chart-words';
import { useIsNarrow } from '../hooks/use-is-narrow';
import { barOption, horizontalHeight } from '../lib/chart-options';
import { byCountDesc, type GroupRow } from '../lib/groups';

/** /analysis/cargo: incidents and damage by cargo category, with a drill-down per category. */
export function AnalysisCargoPage() {
  const { t } = useTranslation();
  const { wire } = useAnalysisFilter();
  const stats = useStatistics(wire);
  const [chosen, setChosen] = useState<GroupRow | null>(null);

  return (
    <AnalysisFrame title={t('analysis.cargo_title')}>
      <StatsGate {...stats}>
        {(view) => (
          <CargoContent
            rows={view.byCargoCategory}
            total={view.total}
            onOpen={(row) => row.id !== null && setChosen(row)}
          />
        )}
      </StatsGate>
      <CargoDetailsDrawer
        cargoCategory={chosen?.id ?? null}
        name={chosen?.name ?? ''}
        query={wire}
        onClose={() => setChosen(null)}
      />
    </AnalysisFrame>
  );
}

interface CargoContentProps {
  rows: GroupRow[];
  total: number;
  onOpen: (row: GroupRow) => void;
}

function CargoContent({ rows, total, onOpen }: CargoContentProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const words = useChartWords();
  const labelWidth = useIsNarrow() ? 100 : 150;
  const byCount = useMemo(() => [...rows].sort(byCountDesc), [rows]);
  const byDamage = useMemo(() => [...rows].sort((a, b) => b.damage - a.damage), [rows]);
  const countOption = useMemo(
    () => barOption({ rows: byCount, metric: 'count', words, locale, horizontal: true, labelWidth }),
    [byCount, words, locale, labelWidth],
  );
  const damageOption = useMemo(
    () => barOption({ rows: byDamage, metric: 'damage', words, locale, horizontal: true, labelWidth }),
    [byDamage, words, locale, labelWidth],
  );
  const height = horizontalHeight(rows.length);
  const openLabel = (row: GroupRow) => t('analysis.cargo.open_details', { name: row.name });
  const table = (list: GroupRow[]) => (
    <GroupTable
      rows={list}
      total={total}
      nameHeader={t('analysis.columns.cargo_category')}
      showAverage
      onSelect={onOpen}
      selectLabel={openLabel}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('analysis.cargo.chart_title')}
          subtitle={t('analysis.cargo.hint')}
          chart={
            <EChart
              option={countOption}
              height={height}
              label={t('analysis.cargo.chart_title')}
              onItemClick={(e) => byCount[e.dataIndex] && onOpen(byCount[e.dataIndex])}
            />
          }
        />
        <ChartCard
          title={t('analysis.cargo.damage_title')}
          subtitle={t('analysis.cargo.hint')}
          chart={
            <EChart
              option={damageOption}
              height={height}
              label={t('analysis.cargo.damage_title')}
              onItemClick={(e) => byDamage[e.dataIndex] && onOpen(byDamage[e.dataIndex])}
            />
          }
        />
      </SimpleGrid>
      <ChartCard title={t('analysis.cargo.table_title')} subtitle={t('analysis.cargo.hint')} chart={table(byCount)} />
    </Stack>
  );
}
