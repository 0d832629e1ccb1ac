import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
}

/** Tabs that are links (each tab is a URL of docs/product.md#layouts), so they work with history and new tabs. */
export function SectionTabs({ tabs, label }: { tabs: SectionTab[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t(label)} gap={6} mb="lg" wrap="wrap">
      {tabs.map((tab) => {
        const isActive = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
        return (
          <Button
            key={tab.to}
            component={Link}
            to={tab.to}
            size="sm"
            variant={isActive ? 'filled' : 'default'}
            aria-current={isActive ? 'page' : undefined}
          >
            {t(tab.label)}
          </Button>
        );
      })}
    </Group>
  );
}
