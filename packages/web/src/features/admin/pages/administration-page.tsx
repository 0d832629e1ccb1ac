import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseImport, IconHistory, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

/** The staff sections that exist so far, each a card with a link. */
const staffSections = [
  { id: 'users', to: paths.adminUsers, title: 'nav.admin_users', text: 'admin.sections.users', icon: IconUsers },
  {
    id: 'registers',
    to: paths.adminRegisters,
    title: 'nav.admin_registers',
    text: 'admin.registers.card_text',
    icon: IconDatabaseImport,
  },
  { id: 'audit', to: paths.adminAudit, title: 'nav.admin_audit', text: 'admin.sections.audit', icon: IconHistory },
];

// Placeholder until the administration dashboard lands (issue 11 §6); the sections that exist are linked above it.
export function AdministrationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SectionPlaceholder title={t('admin.index_title')}>
      {user?.is_staff ? (
        <Stack gap="sm" mb="md">
          {staffSections.map(({ id, to, title, text, icon: Icon }) => (
            <Paper key={id} withBorder radius="md" p="md" component="section" aria-labelledby={`admin-${id}-link`}>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600} id={`admin-${id}-link`} component="h2" size="md">
                      {t(title)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(text)}
                    </Text>
                  </div>
                </Group>
                <Button
                  component={Link}
                  to={to}
                  variant="light"
                  aria-label={`${t('admin.registers.open')}: ${t(title)}`}
                >
                  {t('admin.registers.open')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </SectionPlaceholder>
  );
}
