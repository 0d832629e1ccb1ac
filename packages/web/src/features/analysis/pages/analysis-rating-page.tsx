import { Anchor, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { AnalysisFrame } from '../components/analysis-frame';
import { RankingTable } from '../components/ranking-table';
import { StatsGate } from '../components/stats-gate';
import { useAnalysisFilter } from '../hooks/use-analysis-filter';
import { usePeriodStatistics } from '../hooks/use-period-statistics';
import { toRatingRows } from '../lib/rating';
import type { StatsView } from '../lib/stats-view';

/** /analysis/rating: regions and cities ranked by incidents and damage, with their change. */
export function AnalysisRatingPage() {
  const { t } = useTranslation();
  const { wire } = useAnalysisFilter();
  // Ranks the current period against the previous one, like for like.
  const stats = usePeriodStatistics(wire);
  return (
    <AnalysisFrame title={t('analysis.rating_title')}>
      <StatsGate {...stats} blocks={1}>
        {(view) => <RatingContent view={view} />}
      </StatsGate>
    </AnalysisFrame>
  );
}

function RatingContent({ view }: { view: StatsView }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'regions' | 'cities'>('regions');
  const rows = useMemo(
    () => toRatingRows(scope === 'regions' ? view.byRegion : view.byCity),
    [scope, view.byRegion, view.byCity],
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md">
          {scope === 'regions' ? t('analysis.rating.title_regions') : t('analysis.rating.title_cities')}
        </Title>
        <SegmentedControl
          size="sm"
          value={scope}
          onChange={(value) => setScope(value === 'cities' ? 'cities' : 'regions')}
          data={[
            { value: 'regions', label: t('analysis.rating.regions') },
            { value: 'cities', label: t('analysis.rating.cities') },
          ]}
          aria-label={t('analysis.rating.scope')}
        />
      </Group>
      <RankingTable
        key={scope}
        rows={rows}
        nameHeader={scope === 'regions' ? t('analysis.columns.region') : t('analysis.columns.city')}
      />
      {/* Places here; carriers and forwarders are ranked on their own page (issue 13 §4). */}
      <Text size="sm" mt="sm">
        <Anchor component={Link} to={paths.rating}>
          {t('analysis.rating.companies_link')}
        </Anchor>
      </Text>
    </Paper>
  );
}
