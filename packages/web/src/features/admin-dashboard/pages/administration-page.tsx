import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { PageTitle } from '@/shared/ui/page-title';
import { SectionCard } from '../components/section-card';
import { sectionsFor } from '../lib/sections';

/** `/administration`: the sections the role may use, each with a short figure where cheap (issue 11 §6). */
export function AdministrationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sections = sectionsFor(user);
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.administration')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t(user?.is_staff ? 'admin_dashboard.intro_staff' : 'admin_dashboard.intro_reports')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sections.map((section) => (
          <SectionCard key={section.key} section={section} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
