import { Grid, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGeoToken } from '@/shared/incident-filter/filter-state';
import { useStatistics } from '../api/get-statistics';
import { AnalysisFrame } from '../components/analysis-frame';
import { ChartCard } from '../components/chart-card';
import { GroupChartCard } from '../components/group-chart-card';
import { RegionChoropleth, type RegionFigures } from '../components/region-choropleth';
import { StatsGate } from '../components/stats-gate';
import { TopList } from '../components/top-list';
import { useAnalysisFilter } from '../hooks/use-analysis-filter';
import { useIsNarrow } from '../hooks/use-is-narrow';
import { byCountDesc, type GroupRow } from '../lib/groups';
import type { StatsView } from '../lib/stats-view';

/** /analysis/geo: the region map (click filters by a region), districts, top regions and cities. */
export function AnalysisGeoPage() {
  const { t } = useTranslation();
  const { wire } = useAnalysisFilter();
  const stats = useStatistics(wire);
  return (
    <AnalysisFrame title={t('analysis.geo_title')}>
      <StatsGate {...stats} blocks={3}>
        {(view) => <GeoContent view={view} />}
      </StatsGate>
    </AnalysisFrame>
  );
}

function GeoContent({ view }: { view: StatsView }) {
  const { t } = useTranslation();
  const { applied, showGeo, showRegion } = useAnalysisFilter();
  const [metric, setMetric] = useState<'count' | 'damage'>('count');
  // Russia is twice as wide as tall: a phone gets a shorter map instead of empty space.
  const isNarrow = useIsNarrow();
  const figures = useMemo(
    () =>
      new Map<number, RegionFigures>(
        view.byRegion.filter((r) => r.id !== null).map((r) => [r.id as number, { count: r.count, damage: r.damage }]),
      ),
    [view.byRegion],
  );
  const selected = useMemo(
    () => applied.geo.map(parseGeoToken).flatMap((g) => (g?.kind === 'region' ? [g.id] : [])),
    [applied.geo],
  );
  const regions = useMemo(() => [...view.byRegion].sort(byCountDesc), [view.byRegion]);
  const cities = useMemo(() => [...view.byCity].sort(byCountDesc), [view.byCity]);
  const districts = useMemo(() => [...view.byFederalDistrict].sort(byCountDesc), [view.byFederalDistrict]);
  const filterLabel = (row: GroupRow) => t('analysis.geo.filter_by', { name: row.name });
  const mapLabel = metric === 'count' ? t('analysis.map.label') : t('analysis.map.label_damage');

  return (
    <Stack gap="md">
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ChartCard
            title={t('analysis.geo.map_title')}
            subtitle={t('analysis.map.hint')}
            extra={
              <SegmentedControl
                size="xs"
                value={metric}
                onChange={(value) => setMetric(value === 'damage' ? 'damage' : 'count')}
                data={[
                  { value: 'count', label: t('analysis.metric.count') },
                  { value: 'damage', label: t('analysis.metric.damage') },
                ]}
                aria-label={t('analysis.map.metric')}
              />
            }
            chart={
              <div data-testid="region-choropleth">
                <RegionChoropleth
                  figures={figures}
                  metric={metric}
                  selected={selected}
                  onRegionClick={showRegion}
                  height={isNarrow ? 240 : 420}
                  label={mapLabel}
                />
              </div>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <GroupChartCard
            title={t('analysis.geo.by_district')}
            rows={districts}
            nameHeader={t('analysis.columns.district')}
            height={isNarrow ? undefined : 420}
          />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard
          title={t('analysis.geo.top_regions')}
          subtitle={t('analysis.geo.percent_note')}
          chart={
            <TopList
              rows={regions}
              nameHeader={t('analysis.columns.region')}
              onSelect={(row) => row.id !== null && showGeo('region', row.id)}
              selectLabel={filterLabel}
            />
          }
        />
        <ChartCard
          title={t('analysis.geo.top_cities')}
          subtitle={t('analysis.geo.percent_note')}
          chart={
            <TopList
              rows={cities}
              nameHeader={t('analysis.columns.city')}
              onSelect={(row) => row.id !== null && showGeo('city', row.id)}
              selectLabel={filterLabel}
            />
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <GroupChartCard
          title={t('analysis.geo.chart_regions')}
          rows={regions.slice(0, 15)}
          total={view.total}
          nameHeader={t('analysis.columns.region')}
        />
        <GroupChartCard
          title={t('analysis.geo.chart_cities')}
          rows={cities.slice(0, 20)}
          total={view.total}
          nameHeader={t('analysis.columns.city')}
        />
      </SimpleGrid>
    </Stack>
  );
}
