import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatistics } from '../api/get-statistics';
import { AnalysisFrame } from '../components/analysis-frame';
import { ChartCard } from '../components/chart-card';
import { GroupChartCard } from '../components/group-chart-card';
import { MonthComparison } from '../components/month-comparison';
import { StatsGate } from '../components/stats-gate';
import { TableStat } from '../components/table-stat';
import { useAnalysisFilter } from '../hooks/use-analysis-filter';
import { byCountDesc } from '../lib/groups';

/** /analysis/incidents: incident types, attack methods, table_stat, months, weekdays, scenes. */
export function AnalysisIncidentsPage() {
  const { t } = useTranslation();
  const { wire } = useAnalysisFilter();
  const stats = useStatistics(wire);
  return (
    <AnalysisFrame title={t('analysis.incidents_title')}>
      <StatsGate {...stats} blocks={4}>
        {(view) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <GroupChartCard
                title={t('analysis.incidents.by_category')}
                rows={[...view.byIncidentCategory].sort(byCountDesc)}
                nameHeader={t('analysis.columns.incident_category')}
                kind="donut"
                height={320}
              />
              <GroupChartCard
                title={t('analysis.incidents.by_attack_method')}
                rows={[...view.byAttackMethod].sort(byCountDesc)}
                nameHeader={t('analysis.columns.attack_method')}
              />
            </SimpleGrid>
            <ChartCard
              title={t('analysis.incidents.table_stat')}
              chart={<TableStat rows={view.tableStat} totals={view.tableStatTotals} />}
            />
            <MonthComparison
              title={t('analysis.incidents.by_month')}
              months={view.byMonth}
              lastYear={view.byMonthLastYear}
            />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <GroupChartCard
                title={t('analysis.incidents.by_weekday')}
                rows={view.byWeekday}
                nameHeader={t('analysis.columns.weekday')}
                kind="columns"
                height={280}
              />
              <GroupChartCard
                title={t('analysis.incidents.by_scene')}
                rows={[...view.byTypeOfScene].sort(byCountDesc)}
                nameHeader={t('analysis.columns.scene_type')}
              />
            </SimpleGrid>
          </Stack>
        )}
      </StatsGate>
    </AnalysisFrame>
  );
}
