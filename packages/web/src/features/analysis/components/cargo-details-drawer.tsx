import type { CargoCategoryDetails } from '@cargo-sentry/contracts/analysis/analysis';
import { Drawer, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '@/shared/format/number';
import { nameOrUndefined } from '@/shared/i18n/bilingual-name';
import { useLocale } from '@/shared/i18n/use-locale';
import type { WireQuery } from '@/shared/incident-filter/filter-state';
import { useCargoCategoryDetails } from '../api/get-cargo-category-details';
import { useIsNarrow } from '../hooks/use-is-narrow';
import { byCountDesc, type GroupRow } from '../lib/groups';
import { districtLabel } from '../lib/statistics-view';
import { shareOf } from '../lib/top-list';
import { GroupTable } from './group-table';
import { AnalysisError } from './query-states';
import { StatCard } from './stat-card';

interface CargoDetailsDrawerProps {
  cargoCategory: number | null;
  /** Shown in the title while the details load. */
  name: string;
  query: WireQuery;
  onClose: () => void;
}

type Section = 'region' | 'federal_district' | 'attack_method' | 'incident_category' | 'type_of_scene';

const sections: { key: Section; title: string; header: string }[] = [
  { key: 'region', title: 'analysis.cargo.regions', header: 'analysis.columns.region' },
  { key: 'federal_district', title: 'analysis.cargo.districts', header: 'analysis.columns.district' },
  { key: 'attack_method', title: 'analysis.cargo.attack_methods', header: 'analysis.columns.attack_method' },
  {
    key: 'incident_category',
    title: 'analysis.cargo.incident_categories',
    header: 'analysis.columns.incident_category',
  },
  { key: 'type_of_scene', title: 'analysis.cargo.scene_types', header: 'analysis.columns.scene_type' },
];

/** The drill-down of one cargo category: its figures and where, how and by what it happens. */
export function CargoDetailsDrawer({ cargoCategory, name, query, onClose }: CargoDetailsDrawerProps) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  const details = useCargoCategoryDetails(cargoCategory, query);
  return (
    <Drawer
      opened={cargoCategory !== null}
      onClose={onClose}
      position="right"
      size={isNarrow ? '100%' : 'xl'}
      title={
        <Title order={2} fz="lg">
          {t('analysis.cargo.details_title', { name })}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {details.isError ? <AnalysisError error={details.error} onRetry={() => void details.refetch()} /> : null}
      {details.isPending && cargoCategory !== null ? <Skeleton h={400} /> : null}
      {details.data ? <DetailsBody details={details.data} /> : null}
    </Drawer>
  );
}

function DetailsBody({ details }: { details: CargoCategoryDetails }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const rows = (key: Section): GroupRow[] =>
    details[key]
      .map((g) => {
        const name = nameOrUndefined(g, locale);
        return {
          key: String(g.id),
          id: g.id,
          name: key === 'federal_district' ? districtLabel(name) : name,
          count: g.count,
          damage: g.damage,
        };
      })
      .sort(byCountDesc);
  return (
    <Stack gap="lg" data-testid="cargo-details">
      <Text size="sm" c="dimmed">
        {t('analysis.count.incidents', { count: details.count, formatted: formatNumber(details.count, locale) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard
          label={t('analysis.summary.total')}
          value={formatNumber(details.count, locale)}
          hint={`${formatNumber(shareOf(details.count, details.total_count), locale, 1)}%`}
        />
        <StatCard
          label={t('analysis.summary.damage')}
          value={`${formatCompact(details.damage, locale)} ₽`}
          hint={t('analysis.cargo.details_share', {
            value: formatNumber(shareOf(details.damage, details.total_damage), locale, 1),
          })}
          exact={`${formatNumber(details.damage, locale)} ₽`}
        />
        <StatCard
          label={t('analysis.summary.average')}
          value={`${formatCompact(details.count ? details.damage / details.count : 0, locale)} ₽`}
          exact={`${formatNumber(details.count ? Math.round(details.damage / details.count) : 0, locale)} ₽`}
        />
      </SimpleGrid>
      {sections.map((section) => {
        const list = rows(section.key);
        return (
          <section key={section.key}>
            <Title order={3} fz="sm" mb={4}>
              {t(section.title)}
            </Title>
            {list.length ? (
              <GroupTable rows={list.slice(0, 10)} total={details.count} nameHeader={t(section.header)} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('analysis.states.empty_title')}
              </Text>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
