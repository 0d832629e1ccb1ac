import type { CheckStanding } from '@cargo-sentry/contracts/verification/rules';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleOff, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { standingColors } from '../lib/standing-colors';

const icons: Record<CheckStanding, typeof IconCircleCheck> = {
  alert: IconAlertTriangle,
  warning: IconInfoCircle,
  success: IconCircleCheck,
  not_carried_out: IconCircleOff,
  not_checked: IconCircleOff,
};

interface StandingBadgeProps {
  standing: CheckStanding;
  size?: 'sm' | 'md';
  /** The words, when the class's own do not fit (a ticket that no check answered has "no results"). */
  label?: string;
}

/** A class in words with its icon and colour: the words alone tell it (WCAG 1.4.1). */
export function StandingBadge({ standing, size = 'md', label }: StandingBadgeProps) {
  const { t } = useTranslation();
  const Icon = icons[standing];
  const isWarning = standing === 'warning';
  return (
    <Badge
      color={standingColors[standing]}
      variant={isWarning ? 'filled' : 'light'}
      c={isWarning ? 'dark' : undefined}
      size={size}
      leftSection={<Icon size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
      data-testid="standing-badge"
    >
      {label ?? t(`verification.standing.${standing}`)}
    </Badge>
  );
}
