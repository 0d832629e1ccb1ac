import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageTitle } from '@/shared/ui/page-title';
import { useRetention } from '../api/get-retention';
import { DestructionActs } from '../components/destruction-acts';
import { PersonalDataTabs } from '../components/personal-data-tabs';
import { RetentionForm } from '../components/retention-form';

/**
 * `/administration/personal_data` (issue 28 §1-§2): staff set how long each kind of personal data
 * is kept; staff and reports users download the destruction acts.
 */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const isStaff = useCurrentUser()?.is_staff ?? false;
  const retention = useRetention(isStaff);
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_personal_data')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('personal_data.intro')}
      </Text>
      <PersonalDataTabs active={paths.adminPersonalData} />
      {isStaff && retention.isLoading ? (
        <ListSkeleton label={t('personal_data.retention.loading')} rows={4} rowHeight={56} />
      ) : null}
      {isStaff && retention.isError ? (
        <ListError
          title={t('personal_data.retention.load_failed')}
          retryLabel={t('personal_data.acts.retry')}
          onRetry={() => void retention.refetch()}
        />
      ) : null}
      {retention.data ? <RetentionForm settings={retention.data} /> : null}
      <DestructionActs />
    </Stack>
  );
}
