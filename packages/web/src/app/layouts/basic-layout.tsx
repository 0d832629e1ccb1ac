import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { ActionIcon, Anchor, AppShell, Box, Burger, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData } from 'react-router';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationNotice } from '@/features/notifications/components/notification-notice';
import { useCurrentUser } from '@/shared/session/session';
import { LanguageFlags } from '@/shared/ui/language-flags';
import { Logo } from '@/shared/ui/logo';
import { NoticeBanner } from '@/shared/ui/notice-banner';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { paths } from '@/shared/routing/paths';
import { useRouteHandles } from '../route-handle';
import { signOut } from '../session';
import { AppFooter } from './app-footer';
import { BreadcrumbsNav } from './breadcrumbs-nav';
import { HeaderSupport } from './header-support';
import { QuotaLine } from './quota-line';
import { SideMenu } from './side-menu';
import { UserBadge } from './user-badge';

/** Basic (dashboard) layout of docs/product.md#layouts: side menu, top bar, content, footer. */
export function BasicLayout() {
  const { t } = useTranslation();
  const loaded = useLoaderData() as CurrentUser;
  const user = useCurrentUser() ?? loaded;
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  const isFooterHidden = useRouteHandles().some((handle) => handle.hideFooter);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
      bg="var(--app-surface)"
    >
      <a className="skip-link" href="#main">
        {t('layout.skip_to_content')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={isMenuOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isMenuOpen ? t('layout.menu_close') : t('layout.menu_open')}
              aria-expanded={isMenuOpen}
              aria-controls="side-menu"
            />
            <Anchor component={Link} to={paths.home} underline="never" aria-label={t('nav.main')} hiddenFrom="sm">
              <Logo compact />
            </Anchor>
            <Box visibleFrom="sm" style={{ minWidth: 0 }}>
              <BreadcrumbsNav />
            </Box>
          </Group>
          <Group gap={6} wrap="nowrap">
            <HeaderSupport canSendFeedback />
            <LanguageFlags />
            <NotificationBell />
            <UserBadge user={user} />
            <Tooltip label={t('layout.logout')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('layout.logout')}
                onClick={() => void signOut()}
                data-testid="logout"
              >
                <IconLogout size={20} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="side-menu" aria-label={t('layout.main_menu')} component="nav">
        <AppShell.Section visibleFrom="sm" mb="md" px="xs" pt={4}>
          <Anchor component={Link} to={paths.home} underline="never" aria-label={t('nav.main')}>
            <Logo />
          </Anchor>
        </AppShell.Section>
        <AppShell.Section grow>
          <SideMenu user={user} onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section px="xs" pb="xs">
          <QuotaLine user={user} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main">
        <Box
          maw={1280}
          mx="auto"
          style={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: 'calc(100dvh - 60px - 2 * var(--app-shell-padding))',
          }}
        >
          <Box hiddenFrom="sm" mb="sm">
            <BreadcrumbsNav hideWhenSingle />
          </Box>
          <NoticeBanner />
          <NotificationNotice />
          <Box style={{ flex: 1 }} mt="xs">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </Box>
          {isFooterHidden ? null : <AppFooter />}
          {user.demo ? (
            <Text size="xs" c="dimmed" ta="center" mt="xs">
              {t('layout.demo_mode')}
            </Text>
          ) : null}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
