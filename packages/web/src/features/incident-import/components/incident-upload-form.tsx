import {
  incidentImportLimits,
  type IncidentUpload,
  type OnDuplicate,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadIncidentTemplate, useUploadIncidents } from '../api/incident-uploads';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { ImportSection } from '@/shared/spreadsheet-import/import-section';
import { SpreadsheetFileInput } from '@/shared/spreadsheet-import/spreadsheet-file-input';
import { UploadErrorAlert } from './upload-error-alert';

/**
 * The file, what to do with rows repeating stored incidents, and the upload's own progress; once
 * the server has the file (202) the page follows the import job (`onUploaded`).
 */
export function IncidentUploadForm({ onUploaded }: { onUploaded: (upload: IncidentUpload) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [onDuplicate, setOnDuplicate] = useState<OnDuplicate>('skip');
  const [sent, setSent] = useState(0);
  const uploading = useUploadIncidents();
  const template = useDownloadIncidentTemplate();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setSent(0);
    uploading.mutate(
      { file, onDuplicate, onProgress: setSent },
      {
        onSuccess: (upload) => {
          // The file is queued: sending it again by a second click would import it twice.
          setFile(null);
          onUploaded(upload);
        },
      },
    );
  };

  return (
    <ImportSection titleId="incident-upload-title" title={t('incident_import.form_title')}>
      <Stack gap={6}>
        <Text size="sm">{t('incident_import.template_text')}</Text>
        <Group gap="xs">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={template.isPending && template.variables === format}
              onClick={() => template.mutate(format)}
            >
              {t('incident_import.template', { format: format.toUpperCase() })}
            </Button>
          ))}
        </Group>
        {template.isError ? <FailureAlert title={t('incident_import.template_failed')} error={template.error} /> : null}
      </Stack>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <SpreadsheetFileInput
            texts="incident_import"
            limits={incidentImportLimits}
            value={file}
            onChange={(next) => {
              setFile(next);
              uploading.reset();
            }}
            disabled={uploading.isPending}
          />
          <Radio.Group
            label={t('incident_import.duplicates_label')}
            description={t('incident_import.duplicates_hint')}
            value={onDuplicate}
            onChange={(next) => setOnDuplicate(next as OnDuplicate)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="skip" label={t('incident_import.duplicates_skip')} disabled={uploading.isPending} />
              <Radio value="update" label={t('incident_import.duplicates_update')} disabled={uploading.isPending} />
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={!file}
              loading={uploading.isPending}
            >
              {t('incident_import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {uploading.isPending ? (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{t('incident_import.sending', { percent: Math.round(sent * 100) })}</Text>
          <Progress value={Math.round(sent * 100)} aria-label={t('incident_import.sending_label')} />
        </Stack>
      ) : null}
      {uploading.isError ? <UploadErrorAlert error={uploading.error} /> : null}
    </ImportSection>
  );
}
