import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconMap2, IconPackage, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';

const links = [
  { to: paths.analysisCargo, label: 'analysis.tabs.cargo', text: 'analysis.main.link_cargo', Icon: IconPackage },
  {
    to: paths.analysisIncidents,
    label: 'analysis.tabs.incidents',
    text: 'analysis.main.link_incidents',
    Icon: IconAlertTriangle,
  },
  { to: paths.analysisGeo, label: 'analysis.tabs.geo', text: 'analysis.main.link_geo', Icon: IconMap2 },
  { to: paths.analysisDamage, label: 'analysis.tabs.damage', text: 'analysis.main.link_damage', Icon: IconChartBar },
  { to: paths.analysisRating, label: 'analysis.tabs.rating', text: 'analysis.main.link_rating', Icon: IconTrophy },
] as const;

/** Entry points from the main page into the five analysis tabs. */
export function AnalysisLinks() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="sm"
      component="nav"
      aria-label={t('analysis.main.analysis_links')}
    >
      {links.map(({ to, label, text, Icon }) => (
        <UnstyledButton key={to} component={Link} to={to} style={{ display: 'block' }}>
          <Paper withBorder radius="md" p="sm" h="100%" className="analysis-link">
            <ThemeIcon variant="light" size="lg" radius="md" mb={6} aria-hidden>
              <Icon size={20} />
            </ThemeIcon>
            <Text fw={600} size="sm">
              {t(label)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(text)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
