import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { ConsistencyRulesSettings } from '../components/consistency-rules-settings';
import { SharingSettings } from '../components/sharing-settings';

/** `/administration/identity_links`: staff's settings of identity links, sharing and the consistency rules. */
export function AdminLinksSettingsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{t('nav.admin_identity_links')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('links.settings.intro')}
      </Text>
      <SharingSettings />
      <ConsistencyRulesSettings />
    </Stack>
  );
}
