import { Text } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@cargo-sentry/contracts/analysis/analysis';
import { formatDate } from '@/shared/format/date';

interface ComparisonNoteProps {
  current: DateRange;
  previous: DateRange;
}

/** States which periods the change arrows compare (the contract's rule, docs/decisions). */
export function ComparisonNote({ current, previous }: ComparisonNoteProps) {
  const { t } = useTranslation();
  const range = (r: DateRange) => t('analysis.period.range', { from: formatDate(r.from), to: formatDate(r.to) });
  return (
    <Text
      size="xs"
      c="dimmed"
      data-testid="comparison-period"
      style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}
    >
      <IconCalendarStats size={14} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
      <span>{t('analysis.period.compare', { previous: range(previous), current: range(current) })}</span>
    </Text>
  );
}
