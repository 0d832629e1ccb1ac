import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { NavLink, Stack } from '@mantine/core';
import {
  IconAffiliate,
  IconChartBar,
  IconMapPin,
  IconReportSearch,
  IconSettings,
  IconShieldCheck,
  IconStar,
  IconTools,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canSeeReports } from '../guards';
import { paths } from '@/shared/routing/paths';

interface MenuItem {
  to: string;
  label: string;
  icon: typeof IconChartBar;
  isVisible?: (user: CurrentUser) => boolean;
}

/** docs/product.md#side-menu side menu; prudence and administration only for the users allowed to see them. */
const items: MenuItem[] = [
  { to: paths.analysis, label: 'nav.analysis', icon: IconChartBar },
  { to: paths.verification, label: 'nav.verification', icon: IconShieldCheck },
  { to: paths.incidents, label: 'nav.incidents', icon: IconMapPin },
  { to: paths.prudence, label: 'nav.prudence', icon: IconReportSearch, isVisible: (u) => u.enable_commercial_prudence },
  { to: paths.services, label: 'nav.services', icon: IconTools },
  { to: paths.rating, label: 'nav.rating', icon: IconStar },
  { to: paths.links.pattern, label: 'nav.links', icon: IconAffiliate },
  { to: paths.administration, label: 'nav.administration', icon: IconSettings, isVisible: canSeeReports },
];

export function visibleMenuItems(user: CurrentUser): MenuItem[] {
  return items.filter((item) => !item.isVisible || item.isVisible(user));
}

export function SideMenu({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
      {visibleMenuItems(user).map(({ to, label, icon: Icon }) => {
        const isActive = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <li key={to}>
            <NavLink
              component={Link}
              to={to}
              label={t(label)}
              leftSection={<Icon size={20} stroke={1.6} />}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
              style={{ borderRadius: 8 }}
              fw={500}
            />
          </li>
        );
      })}
    </Stack>
  );
}
