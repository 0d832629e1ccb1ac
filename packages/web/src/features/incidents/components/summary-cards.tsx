import type { IncidentSummary } from '@cargo-sentry/contracts/incidents/incidents';
import { Group, Paper, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { formatRubles, formatRublesCompact } from '@/shared/format/money';
import { useLocale } from '@/shared/i18n/use-locale';

interface SummaryCardsProps {
  summary: IncidentSummary | undefined;
  isLoading: boolean;
}

function Card({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text component="div" fw={700} fz={{ base: 18, sm: 20 }} mt={4} lh={1.25}>
        {children}
      </Text>
    </Paper>
  );
}

/** docs/product.md#incident-list-and-summary: total, on map, damage, average, date range, damage change. */
export function SummaryCards({ summary, isLoading }: SummaryCardsProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();

  if (isLoading && !summary) {
    return (
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        aria-busy="true"
        aria-label={t('incidents.summary.title')}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={68} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!summary) return null;

  const change = summary.damage_change;
  const changeColor = change === null || change === 0 ? 'dimmed' : summary.damage_increased ? 'red.7' : 'teal.7';
  const ChangeIcon =
    change === null || change === 0 ? IconMinus : summary.damage_increased ? IconArrowUpRight : IconArrowDownRight;

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" role="group" aria-label={t('incidents.summary.title')}>
      <Card label={t('incidents.summary.total')} testId="summary-total">
        {formatNumber(summary.total, locale)}
      </Card>
      <Card label={t('incidents.summary.on_map')} testId="summary-on-map">
        {formatNumber(summary.on_map, locale)}
      </Card>
      <Card label={t('incidents.summary.damage')} testId="summary-damage">
        <span title={formatRubles(summary.damage, locale)}>{formatRublesCompact(summary.damage, locale)}</span>
      </Card>
      <Card label={t('incidents.summary.damage_avg')} testId="summary-average">
        <span title={formatRubles(summary.damage_avg, locale)}>{formatRublesCompact(summary.damage_avg, locale)}</span>
      </Card>
      <Card label={t('incidents.summary.dates')} testId="summary-dates">
        <Text component="span" fw={700} fz={{ base: 14, sm: 15 }}>
          {summary.min_date ? `${formatDate(summary.min_date)} – ${formatDate(summary.max_date)}` : '—'}
        </Text>
      </Card>
      <Card label={t('incidents.summary.damage_change')} testId="summary-change">
        <Group gap={4} c={changeColor} wrap="nowrap">
          <ChangeIcon size={20} aria-hidden />
          <span>{change === null ? '—' : `${change > 0 ? '+' : ''}${formatNumber(change, locale, 1)} %`}</span>
          <VisuallyHidden>
            {change === null
              ? ''
              : summary.damage_increased
                ? t('incidents.summary.increased')
                : t('incidents.summary.decreased')}
          </VisuallyHidden>
        </Group>
      </Card>
    </SimpleGrid>
  );
}
