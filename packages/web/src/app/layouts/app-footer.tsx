import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { telHref } from '@/shared/format/tel-href';
import { usePublicConfig } from '@/shared/session/session';
import { paths } from '@/shared/routing/paths';

/** Footer of the basic layout: copyright with the current year, links, support phone. */
export function AppFooter() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const links = [
    { to: paths.services, label: 'layout.footer.about' },
    { to: paths.policy, label: 'layout.footer.confidentiality' },
    { to: paths.faq, label: 'nav.faq' },
    { to: paths.support, label: 'layout.footer.contacts' },
    { to: paths.support, label: 'layout.footer.support' },
  ];
  return (
    <Box
      component="footer"
      mt="xl"
      pt="md"
      pb="lg"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="app-footer"
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <Text size="sm" c="dimmed">
          {t('layout.footer.copyright', { year: new Date().getFullYear() })}
        </Text>
        <Group component="nav" aria-label={t('layout.footer.links')} gap="md" style={{ rowGap: 4 }}>
          {links.map((link) => (
            <Anchor key={link.label} component={Link} to={link.to} size="sm" c="dimmed">
              {t(link.label)}
            </Anchor>
          ))}
        </Group>
        {config?.support_phone ? (
          <Text size="sm" c="dimmed">
            {t('layout.footer.phone')}:{' '}
            <Anchor href={telHref(config.support_phone)} size="sm" fw={600}>
              {config.support_phone}
            </Anchor>
          </Text>
        ) : null}
      </Group>
    </Box>
  );
}
