import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/shared/ui/list-error';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { PageTitle } from '@/shared/ui/page-title';
import { useConsentVersions } from '../api/get-consent-versions';
import { ConsentVersionList } from '../components/consent-version-list';
import { PublishConsentForm } from '../components/publish-consent-form';

/** `/administration/personal_data/consent`: the consent document's versions and a new one (issue 28 §3). */
export function ConsentVersionsPage() {
  const { t } = useTranslation();
  const versions = useConsentVersions();
  const current = versions.data?.results[0];
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_personal_data_consent')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('consent_admin.intro')}
      </Text>
      {versions.isLoading ? (
        <ListSkeleton label={t('consent_admin.list.loading')} rows={3} rowHeight={48} />
      ) : versions.isError ? (
        <ListError
          title={t('consent_admin.list.error')}
          retryLabel={t('consent_admin.list.retry')}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <>
          {/* keyed by the current version: a publish starts the form again from the new text */}
          <PublishConsentForm key={current?.version ?? 0} current={current} />
          {versions.data && versions.data.results.length > 0 ? (
            <ConsentVersionList versions={versions.data.results} />
          ) : (
            <Text c="dimmed">{t('consent_admin.list.empty')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
