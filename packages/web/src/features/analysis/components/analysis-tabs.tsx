import { Box, ScrollArea, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/routing/paths';

/** The five analysis tabs of SPEC §2, in the menu's order; each is its own route. */
export const analysisTabs = [
  { path: paths.analysisCargo, label: 'analysis.tabs.cargo' },
  { path: paths.analysisIncidents, label: 'analysis.tabs.incidents' },
  { path: paths.analysisGeo, label: 'analysis.tabs.geo' },
  { path: paths.analysisDamage, label: 'analysis.tabs.damage' },
  { path: paths.analysisRating, label: 'analysis.tabs.rating' },
] as const;

/**
 * Links between the analysis pages, drawn as tabs. They are links, not ARIA tabs, because each
 * tab is a URL; the search params travel along, so the same filter is analysed from another angle.
 */
export function AnalysisTabs() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <ScrollArea type="never" mb="md">
      <Box
        component="nav"
        aria-label={t('analysis.tabs.label')}
        style={{
          display: 'flex',
          gap: 4,
          borderBottom: '2px solid var(--mantine-color-gray-3)',
          minWidth: 'max-content',
        }}
      >
        {analysisTabs.map((tab) => {
          const isActive = pathname === tab.path || pathname.startsWith(`${tab.path}/`);
          return (
            <UnstyledButton
              key={tab.path}
              component={Link}
              to={{ pathname: tab.path, search }}
              aria-current={isActive ? 'page' : undefined}
              px="md"
              py={8}
              fw={600}
              fz="sm"
              c={isActive ? 'var(--mantine-primary-color-filled)' : undefined}
              style={{
                marginBottom: -2,
                borderBottom: `2px solid ${isActive ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                whiteSpace: 'nowrap',
              }}
            >
              {t(tab.label)}
            </UnstyledButton>
          );
        })}
      </Box>
    </ScrollArea>
  );
}
