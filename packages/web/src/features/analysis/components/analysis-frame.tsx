import { Button, Collapse, Group, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '@/shared/incident-filter/filter-chips';
import { isFilterEmpty } from '@/shared/incident-filter/filter-state';
import { IncidentFilterPanel } from '@/shared/incident-filter/incident-filter-panel';
import { PageTitle } from '@/shared/ui/page-title';
import { useAnalysisFilter } from '../hooks/use-analysis-filter';
import { useComparisonPeriod } from '../hooks/use-comparison-period';
import { AnalysisTabs } from './analysis-tabs';
import { ComparisonNote } from './comparison-note';

interface AnalysisFrameProps {
  title: string;
  children: ReactNode;
  /** The analysis tabs; the main page has none. */
  withTabs?: boolean;
}

/**
 * What every analysis page shares: the title, the tabs, the incidents filter (folded away until
 * asked for, its chips always visible) and the comparison period of the change figures.
 */
export function AnalysisFrame({ title, children, withTabs = true }: AnalysisFrameProps) {
  const { t } = useTranslation();
  const { applied, wire, setFilter } = useAnalysisFilter();
  const period = useComparisonPeriod(wire);
  const [isFilterOpen, setFilterOpen] = useState(false);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      {withTabs ? <AnalysisTabs /> : null}
      <Stack gap="xs" mb="md">
        <Group gap="sm" align="center" wrap="wrap">
          <Button
            variant={isFilterOpen ? 'filled' : 'light'}
            size="sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setFilterOpen((open) => !open)}
            aria-expanded={isFilterOpen}
            aria-controls="analysis-filter"
          >
            {isFilterOpen ? t('analysis.filter.hide') : t('analysis.filter.toggle')}
          </Button>
          {isFilterEmpty(applied) ? null : <FilterChips values={applied} onChange={setFilter} />}
        </Group>
        <Collapse in={isFilterOpen} id="analysis-filter">
          {isFilterOpen ? <IncidentFilterPanel applied={applied} onApply={setFilter} /> : null}
        </Collapse>
        <ComparisonNote current={period.current} previous={period.previous} />
      </Stack>
      {children}
    </>
  );
}
