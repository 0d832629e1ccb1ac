import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import type { WireQuery } from '@/shared/incident-filter/filter-state';
import { paths } from '@/shared/routing/paths';
import { PageTitle } from '@/shared/ui/page-title';
import { useStatistics } from '../api/get-statistics';
import { useSummary } from '../api/get-summary';
import { AnalysisLinks } from '../components/analysis-links';
import { ChangeIndicator } from '../components/change-indicator';
import { IncidentBriefList } from '../components/incident-brief-list';
import { MainPeriod } from '../components/main-period';
import { TopThree } from '../components/top-three';
import { MonthComparison } from '../components/month-comparison';
import { RegionChoropleth, type RegionFigures } from '../components/region-choropleth';
import { StatCard } from '../components/stat-card';
import { StatsGate } from '../components/stats-gate';
import { useMainPeriod } from '../hooks/use-main-period';
import { formatChange } from '../lib/format-change';
import type { StatsView } from '../lib/stats-view';

/**
 * `/` and `/dashboard`: the summary of all incidents the user may see, and ways into analysis.
 * `news` is the news block, composed in by the app (features do not import each other).
 */
export function MainPage({ news }: { news?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const period = useMainPeriod();
  const stats = useStatistics(period.query);
  return (
    <>
      <PageTitle>
        {pathname.startsWith(paths.dashboard) ? t('analysis.dashboard_title') : t('analysis.main_title')}
      </PageTitle>
      <Stack gap="md">
        <MainPeriod
          current={period.current}
          previous={period.previous}
          total={stats.view?.total}
          countChange={stats.view?.countChange}
        />
        <StatsGate {...stats} blocks={2}>
          {(view) => <MainContent view={view} query={period.query} />}
        </StatsGate>
        {news}
        <AnalysisLinks />
      </Stack>
    </>
  );
}

function MainContent({ view, query }: { view: StatsView; query: WireQuery }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const summary = useSummary(query);
  const figures = useMemo(
    () =>
      new Map<number, RegionFigures>(
        view.byRegion.filter((r) => r.id !== null).map((r) => [r.id as number, { count: r.count, damage: r.damage }]),
      ),
    [view.byRegion],
  );
  const handleRegion = useCallback((id: number) => void navigate(`${paths.analysisGeo}?geo=region:${id}`), [navigate]);
  const onMap = summary.data
    ? t('analysis.summary.on_map', { value: formatNumber(summary.data.on_map, locale) })
    : undefined;
  const vsPrevious = t('analysis.main.period.vs_previous');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatCard label={t('analysis.summary.total')} value={formatNumber(view.total, locale)} hint={onMap} />
        <StatCard
          label={t('analysis.summary.damage')}
          value={`${formatCompact(view.damage, locale)} ₽`}
          exact={`${formatNumber(view.damage, locale)} ₽`}
          hint={
            <>
              <ChangeIndicator change={view.damageChange} isIncreased={view.isDamageIncreased} /> {vsPrevious}
            </>
          }
        />
        <StatCard
          label={t('analysis.summary.average')}
          value={`${formatCompact(view.average, locale)} ₽`}
          exact={`${formatNumber(view.average, locale)} ₽`}
        />
        <StatCard
          label={t('analysis.summary.change')}
          value={view.countChange === null ? '—' : formatChange(view.countChange, locale)}
          valueColor={view.countChange ? (view.isCountIncreased ? 'red.9' : 'teal.9') : undefined}
          hint={vsPrevious}
        />
      </SimpleGrid>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <MonthComparison
            title={t('analysis.main.trend')}
            months={view.byMonth}
            lastYear={view.byMonthLastYear}
            height={280}
            whenVisible
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%">
            <Title order={2} fz="md" mb={4}>
              {t('analysis.main.map')}
            </Title>
            <RegionChoropleth
              figures={figures}
              onRegionClick={handleRegion}
              height={280}
              label={t('analysis.map.label')}
              whenVisible
            />
            <Anchor component={Link} to={paths.analysisGeo} size="sm">
              {t('analysis.main.open_geo')}
            </Anchor>
          </Paper>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="top-three-title">
        <Title order={2} fz="md" mb="xs" id="top-three-title">
          {t('analysis.main.top_three')}
        </Title>
        <TopThree items={view.topThree} />
      </section>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="xs">
          <Title order={2} fz="md">
            {t('analysis.main.last_incidents')}
          </Title>
          <Anchor component={Link} to={paths.incidents} size="sm">
            {t('analysis.main.all_incidents')}
          </Anchor>
        </Group>
        <IncidentBriefList items={view.last} columns={2} />
      </Paper>
    </Stack>
  );
}
