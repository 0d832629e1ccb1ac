import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { api } from '@/shared/api-client/api-client';
import { telHref } from '@/shared/format/tel-href';
import { usePublicConfig } from '@/shared/session/session';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { Logo } from '@/shared/ui/logo';
import { NoticeBanner } from '@/shared/ui/notice-banner';
import { paths } from '@/shared/routing/paths';
import { HeaderSupport } from './header-support';

/** Default layout (docs/product.md#layouts): header with notice, language switch and feedback form; footer. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const isSignedIn = api.hasSession();
  return (
    <Box mih="100dvh" bg="var(--app-surface)" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {t('layout.skip_to_content')}
      </a>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.home} underline="never" aria-label={t('nav.main')}>
              <Logo />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <HeaderSupport canSendFeedback={isSignedIn} />
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" id="main" size="lg" w="100%" py="xl" style={{ flex: 1 }}>
        <Stack gap="md">
          <NoticeBanner />
          <Outlet />
        </Stack>
      </Container>
      <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} bg="white">
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('layout.footer.copyright', { year: new Date().getFullYear() })}
            </Text>
            {config?.support_phone ? (
              <Text size="sm" c="dimmed">
                {t('layout.footer.phone')}:{' '}
                <Anchor href={telHref(config.support_phone)} size="sm">
                  {config.support_phone}
                </Anchor>
              </Text>
            ) : null}
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
