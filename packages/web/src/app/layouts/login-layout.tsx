import { ActionIcon, Anchor, Box, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { Logo } from '@/shared/ui/logo';
import { NoticeBanner } from '@/shared/ui/notice-banner';
import { paths } from '@/shared/routing/paths';
import { HeaderSupport } from './header-support';

/** Login layout (docs/product.md#layouts): header, a back arrow one step back, a decorative map. */
export function LoginLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" bg="var(--app-surface)" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {t('layout.skip_to_content')}
      </a>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon variant="subtle" size="lg" aria-label={t('layout.back')} onClick={() => void navigate(-1)}>
                <IconArrowLeft size={20} />
              </ActionIcon>
              <Anchor component={Link} to={paths.login} underline="never" aria-label={t('app.name')}>
                <Logo />
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <HeaderSupport canSendFeedback={false} />
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container
        size="lg"
        w="100%"
        py={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1, display: 'flex', alignItems: 'center' }}
      >
        <Group align="center" justify="center" gap={48} wrap="nowrap" w="100%" mb={{ md: 60 }}>
          <Stack component="main" id="main" w="100%" maw={460} gap="md">
            <NoticeBanner />
            <Outlet />
          </Stack>
          <Box visibleFrom="md" style={{ flex: 1, maxWidth: 560 }}>
            {/* Lazy: under the md breakpoint the box is hidden and a lazy image in it is never
                fetched, so phones do not spend their first load on a decoration (issue 26 §4). */}
            <img
              src="/geo/russia-regions.svg"
              alt=""
              loading="lazy"
              decoding="async"
              width={560}
              height={300}
              style={{ width: '100%', height: 'auto', opacity: 0.9 }}
            />
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
