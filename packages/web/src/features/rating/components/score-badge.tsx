import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { bandColor, bandText, scoreBand } from '../lib/rating-view';

/** The score in its risk colour; the band is spelled out for screen readers and on hover. */
export function ScoreBadge({
  score,
  noNegativeData,
  size = 'lg',
}: {
  score: number;
  noNegativeData: boolean;
  size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const band = scoreBand(score, noNegativeData);
  const shown = formatNumber(score, locale, Number.isInteger(score) ? 0 : 1);
  const label = t('rating.score_label', { score: shown, band: t(`rating.bands.${band}`) });
  return (
    <Badge
      color={bandColor[band]}
      c={bandText[band]}
      variant="light"
      size={size}
      radius="sm"
      aria-label={label}
      title={label}
      // beside a long company name on a phone card the score must not shrink to "3…"
      style={{ flexShrink: 0 }}
    >
      {shown}
    </Badge>
  );
}
