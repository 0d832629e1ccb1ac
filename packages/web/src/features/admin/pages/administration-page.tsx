import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { SectionPlaceholder } from '@/shared/ui/section-placeholder';

// Placeholder until the administration dashboard lands (issue 11 §6); the sections that exist are linked above it.
export function AdministrationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SectionPlaceholder title={t('admin.index_title')}>
      {user?.is_staff ? (
        <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="admin-registers-link">
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <IconDatabaseImport size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600} id="admin-registers-link" component="h2" size="md">
                  {t('nav.admin_registers')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('admin.registers.card_text')}
                </Text>
              </div>
            </Group>
            <Button component={Link} to={paths.adminRegisters} variant="light">
              {t('admin.registers.open')}
            </Button>
          </Group>
        </Paper>
      ) : null}
    </SectionPlaceholder>
  );
}
