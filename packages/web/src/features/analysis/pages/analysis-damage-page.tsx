import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { useStatistics } from '../api/get-statistics';
import { AnalysisFrame } from '../components/analysis-frame';
import { ChangeIndicator } from '../components/change-indicator';
import { DistrictPriceCard } from '../components/district-price-card';
import { GroupChartCard } from '../components/group-chart-card';
import { StatCard } from '../components/stat-card';
import { StatsGate } from '../components/stats-gate';
import { useAnalysisFilter } from '../hooks/use-analysis-filter';
import { usePeriodStatistics } from '../hooks/use-period-statistics';
import { averageChange } from '../lib/rating';
import type { StatsView } from '../lib/stats-view';

/** /analysis/damage: totals with change, the ten damage buckets, districts by damage range. */
export function AnalysisDamagePage() {
  const { t } = useTranslation();
  const { wire } = useAnalysisFilter();
  const stats = useStatistics(wire);
  return (
    <AnalysisFrame title={t('analysis.damage_title')}>
      <StatsGate {...stats} blocks={3}>
        {(view) => <DamageContent view={view} />}
      </StatsGate>
    </AnalysisFrame>
  );
}

function DamageContent({ view }: { view: StatsView }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { wire } = useAnalysisFilter();
  // The average's change needs both averages over the compared periods, not over all time.
  const period = usePeriodStatistics(wire);
  const avgChange = period.view ? averageChange(period.view) : null;
  const districts = [...view.byFederalDistrict].sort((a, b) => b.damage - a.damage);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard
          label={t('analysis.damage.total')}
          value={`${formatCompact(view.damage, locale)} ₽`}
          exact={`${formatNumber(view.damage, locale)} ₽`}
          hint={<ChangeIndicator change={view.damageChange} isIncreased={view.isDamageIncreased} />}
        />
        <StatCard
          label={t('analysis.damage.average')}
          value={`${formatCompact(view.average, locale)} ₽`}
          exact={`${formatNumber(view.average, locale)} ₽`}
          hint={<ChangeIndicator change={avgChange} />}
        />
        <StatCard
          label={t('analysis.damage.count')}
          value={formatNumber(view.total, locale)}
          hint={<ChangeIndicator change={view.countChange} isIncreased={view.isCountIncreased} />}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <GroupChartCard
          title={t('analysis.damage.by_bucket')}
          rows={view.byPrice}
          nameHeader={t('analysis.columns.bucket')}
          kind="columns"
          height={320}
        />
        <GroupChartCard
          title={t('analysis.damage.by_bucket_damage')}
          rows={view.byPrice}
          nameHeader={t('analysis.columns.bucket')}
          kind="columns"
          metric="damage"
          height={320}
        />
      </SimpleGrid>
      <DistrictPriceCard title={t('analysis.damage.by_district_by_price')} rows={view.byDistrictByPrice} />
      <GroupChartCard
        title={t('analysis.damage.by_district')}
        rows={districts}
        nameHeader={t('analysis.columns.district')}
        metric="damage"
      />
    </Stack>
  );
}
