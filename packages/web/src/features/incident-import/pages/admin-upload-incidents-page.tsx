import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { IncidentUploadForm } from '../components/incident-upload-form';
import { IncidentUploadHistory } from '../components/incident-upload-history';
import { IncidentUploadStatus } from '../components/incident-upload-status';

/**
 * `/administration/uploadincidents` (staff): upload an incident spreadsheet, follow its import
 * job, read or download the report of a refused file, and the history of uploads (issue 11 §3).
 */
export function AdminUploadIncidentsPage() {
  const { t } = useTranslation();
  const [followed, setFollowed] = useState<number | null>(null);
  return (
    <>
      <PageTitle>{t('incident_import.title')}</PageTitle>
      <Text c="dimmed" mb="md" maw={820}>
        {t('incident_import.intro')}
      </Text>
      <Stack gap="lg">
        <IncidentUploadForm onUploaded={(upload) => setFollowed(upload.id)} />
        {followed !== null ? <IncidentUploadStatus key={followed} id={followed} /> : null}
        <IncidentUploadHistory onOpen={setFollowed} />
      </Stack>
    </>
  );
}
