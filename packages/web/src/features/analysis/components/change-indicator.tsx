import { Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { formatChange } from '../lib/format-change';

interface ChangeIndicatorProps {
  /** Percent against the previous period; null when there is nothing to compare with. */
  change: number | null | undefined;
  /** Whether the value went up. More incidents or damage is bad news, so up is red. */
  isIncreased?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/** An arrow and a signed percent: red when incidents or damage grew, green when they fell. */
export function ChangeIndicator({ change, isIncreased, size = 'sm' }: ChangeIndicatorProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (change == null || !Number.isFinite(change)) {
    return (
      <Text size={size} c="dimmed" span>
        {t('analysis.change.none')}
      </Text>
    );
  }
  const up = isIncreased ?? change > 0;
  const flat = change === 0;
  // Shades with at least 4.5:1 contrast on white for small text (green.8 had 3.5:1, axe failed).
  const color = flat ? 'dimmed' : up ? 'red.9' : 'teal.9';
  const Icon = flat ? IconMinus : up ? IconArrowUpRight : IconArrowDownRight;
  const value = formatChange(change, locale);
  const label = flat
    ? t('analysis.change.flat')
    : up
      ? t('analysis.change.up', { value })
      : t('analysis.change.down', { value });
  return (
    <Tooltip label={label} withArrow>
      <Group gap={2} wrap="nowrap" c={color} component="span" display="inline-flex" aria-label={label}>
        <Icon size={size === 'md' ? 18 : 15} aria-hidden stroke={2} />
        <Text size={size} fw={600} span c={color}>
          {value}
        </Text>
      </Group>
    </Tooltip>
  );
}
