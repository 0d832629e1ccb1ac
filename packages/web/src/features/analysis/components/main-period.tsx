import type { DateRange } from '@cargo-sentry/contracts/analysis/analysis';
import { Paper, Text, Title } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { formatChange } from '../lib/format-change';

interface MainPeriodProps {
  current: DateRange;
  previous: DateRange;
  /** Incidents in the current period and their percent change; undefined while loading. */
  total?: number;
  countChange?: number | null;
}

/**
 * The one period every figure of the main page covers, named once at the top with the sentence that
 * compares it: "За 12 месяцев: 120 инцидентов, +12 % к предыдущим 12 месяцам" (issue 23 §12).
 */
export function MainPeriod({ current, previous, total, countChange }: MainPeriodProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const range = (r: DateRange) => t('analysis.period.range', { from: formatDate(r.from), to: formatDate(r.to) });
  const change = countChange == null ? null : formatChange(countChange, locale);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="main-period-title">
      <Title order={2} fz="md" id="main-period-title" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconCalendarStats size={18} aria-hidden style={{ flex: 'none' }} />
        <span data-testid="main-period-label">{t('analysis.main.period.title', { range: range(current) })}</span>
      </Title>
      {total === undefined ? null : (
        <Text size="sm" mt={4} data-testid="main-period-summary">
          {change === null
            ? t('analysis.main.period.summary_no_change', { count: total, value: formatNumber(total, locale) })
            : t('analysis.main.period.summary', {
                count: total,
                value: formatNumber(total, locale),
                change,
                previous: range(previous),
              })}
        </Text>
      )}
    </Paper>
  );
}
