import { ScrollArea, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** The five analysis tabs of SPEC §2, in the menu's order; each is its own route. */
export const analysisTabs = [
  { path: '/analysis/cargo', label: 'analysis.tabs.cargo' },
  { path: '/analysis/incidents', label: 'analysis.tabs.incidents' },
  { path: '/analysis/geo', label: 'analysis.tabs.geo' },
  { path: '/analysis/damage', label: 'analysis.tabs.damage' },
  { path: '/analysis/rating', label: 'analysis.tabs.rating' },
] as const;

/**
 * Switches between the analysis pages and keeps the filter: the search params travel with the
 * tab, so the same incidents are analysed from another angle. Arrow keys move between tabs.
 */
export function AnalysisTabs() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = analysisTabs.find((tab) => pathname.startsWith(tab.path))?.path ?? null;

  function handleChange(path: string | null) {
    if (path && path !== current) void navigate({ pathname: path, search });
  }

  return (
    <ScrollArea type="never" mb="md" offsetScrollbars={false}>
      <Tabs value={current} onChange={handleChange} activateTabWithKeyboard={false}>
        <Tabs.List aria-label={t('analysis.tabs.label')} style={{ flexWrap: 'nowrap' }}>
          {analysisTabs.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path} fw={600}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
