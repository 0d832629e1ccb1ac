import { Box, ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/routing/paths';

/** The five analysis tabs of docs/product.md#signed-in-pages, in the menu's order; each is its own route. */
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
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const viewportRef = useRef<HTMLDivElement>(null);

  // On a phone the row is wider than the screen and the scrollbar is hidden, so the current tab
  // could sit off-screen (issue 9, defect 18): centre it in the row (again when the language changes the tab widths). Only the row scrolls, not the page.
  useEffect(() => {
    const viewport = viewportRef.current;
    const active = viewport?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!viewport || !active) return;
    const row = viewport.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    viewport.scrollLeft += tab.left - row.left - (row.width - tab.width) / 2;
  }, [pathname, i18n.language]);

  return (
    <ScrollArea type="never" mb="md" viewportRef={viewportRef}>
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
