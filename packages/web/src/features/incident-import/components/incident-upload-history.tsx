import type { IncidentUpload, IncidentUploadStatus } from '@cargo-sentry/contracts/incident-import/incident-import';
import { Badge, Button, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { useIncidentUploads } from '../api/incident-uploads';
import { FailureAlert } from '@/shared/ui/failure-alert';

const statusColor: Record<IncidentUploadStatus, string> = {
  queued: 'gray',
  running: 'blue',
  imported: 'teal',
  rejected: 'red',
  failed: 'orange',
};

function UploadRow({ upload, onOpen }: { upload: IncidentUpload; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(upload.created_at)}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{upload.file_name}</Table.Td>
      <Table.Td>{upload.uploaded_by ?? '—'}</Table.Td>
      <Table.Td>
        {/* A dot badge keeps the text colour: a light badge's tinted text fails AA contrast. */}
        <Badge
          color={statusColor[upload.status]}
          variant="dot"
          tt="none"
          style={{ flexShrink: 0, minWidth: 'max-content' }}
        >
          {t(`incident_import.status_${upload.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{formatNumber(upload.rows_read, locale)}</Table.Td>
      <Table.Td ta="right">
        {upload.status === 'imported'
          ? t('incident_import.history_written', {
              inserted: formatNumber(upload.rows_inserted, locale),
              updated: formatNumber(upload.rows_updated, locale),
              skipped: formatNumber(upload.rows_skipped, locale),
            })
          : upload.status === 'rejected'
            ? t('incident_import.history_errors', { count: upload.errors_total })
            : upload.failure_reason
              ? t(`incident_import.history_failure_${upload.failure_reason}`)
              : '—'}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onOpen(upload.id)}
          aria-label={t('incident_import.history_open_label', { file: upload.file_name })}
        >
          {t('incident_import.history_open')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** `GET incidents_file`: the latest uploads, who sent them and how each ended. */
export function IncidentUploadHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const uploads = useIncidentUploads();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby="incident-upload-history"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="incident-upload-history" px={{ base: 'xs', sm: 0 }} pt={{ base: 'xs', sm: 0 }}>
          {t('incident_import.history_title')}
        </Title>
        {uploads.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('incident_import.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h={36} radius="sm" />
            ))}
          </Stack>
        ) : uploads.isError ? (
          <FailureAlert
            title={t('incident_import.history_failed')}
            error={uploads.error}
            onRetry={() => void uploads.refetch()}
          />
        ) : uploads.data.results.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('incident_import.history_empty')}
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={760}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, 'aria-label': t('incident_import.history_title') },
            }}
          >
            <Table striped highlightOnHover aria-label={t('incident_import.history_title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('incident_import.col_when')}</Table.Th>
                  <Table.Th scope="col">{t('incident_import.col_file')}</Table.Th>
                  <Table.Th scope="col">{t('incident_import.col_by')}</Table.Th>
                  <Table.Th scope="col">{t('incident_import.col_status')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('incident_import.col_rows')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('incident_import.col_result')}
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('incident_import.col_actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {uploads.data.results.map((upload) => (
                  <UploadRow key={upload.id} upload={upload} onOpen={onOpen} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
