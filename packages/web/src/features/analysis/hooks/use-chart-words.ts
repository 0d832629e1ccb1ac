import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartWords } from '../lib/chart-options';

/** The translated words chart tooltips use. */
export function useChartWords(): ChartWords {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      count: t('analysis.columns.count'),
      damage: t('analysis.columns.damage'),
      average: t('analysis.columns.average'),
    }),
    [t],
  );
}
