import {
  incidentImportDefinition,
  incidentImportProblemTexts,
  wholeFileText,
  type IncidentUploadDetail,
} from '@cargo-sentry/contracts/incident-import/incident-import';
import { Alert, Button, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconMap2 } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { formatNumber } from '@/shared/format/number';
import { emptyFilter, filterToParams } from '@/shared/incident-filter/filter-state';
import { useLocale } from '@/shared/i18n/use-locale';
import { paths } from '@/shared/routing/paths';
import { useDownloadIncidentReport, useIncidentUpload } from '../api/incident-uploads';
import { FailureAlert } from '@/shared/ui/failure-alert';
import { ImportSection } from '@/shared/spreadsheet-import/import-section';
import { ProblemTable } from '@/shared/spreadsheet-import/problem-table';
import { UploadErrorAlert } from './upload-error-alert';

const columnName = (key: string | null, locale: Locale) => {
  if (key === null) return '—';
  const column = (incidentImportDefinition.columns as Record<string, { name: Record<Locale, string> }>)[key];
  return column ? column.name[locale] : key;
};

function Counter({ label, value, color }: { label: string; value: number; color?: string }) {
  const [locale] = useLocale();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {formatNumber(value, locale)}
      </Text>
    </Stack>
  );
}

/** The row-by-row report of a refused file, in the page's language; the XLSX has both. */
function UploadReport({ upload }: { upload: IncidentUploadDetail }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const download = useDownloadIncidentReport();
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('incident_import.rejected_title')}
      >
        <Text size="sm">
          {t('incident_import.rejected_text', {
            rows: formatNumber(upload.rows_read, locale),
            count: upload.errors_total,
          })}
          {upload.errors.length < upload.errors_total
            ? ` ${t('incident_import.report_truncated', { shown: formatNumber(upload.errors.length, locale) })}`
            : ''}
        </Text>
      </Alert>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {upload.file_name}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(upload.id)}
        >
          {t('incident_import.download_report')}
        </Button>
      </Group>
      {download.isError ? <FailureAlert title={t('incident_import.report_failed')} error={download.error} /> : null}
      <ProblemTable
        texts="incident_import"
        lines={upload.errors.map((error) => ({
          row: error.row === null ? wholeFileText[locale] : String(error.row),
          column: columnName(error.column, locale),
          problem: incidentImportProblemTexts[error.code][locale],
          value: error.value ?? '',
        }))}
        minWidth={520}
        isFocusable
      />
    </Stack>
  );
}

/** One upload followed from the queue to its end: progress while the job runs, then the outcome. */
export function IncidentUploadStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const query = useIncidentUpload(id);
  // The panel opens above the history: its heading takes the focus, so keyboard and screen-reader
  // users land on it and a phone scrolls to it (once per upload: the page keys the panel by id).
  const focused = useRef(false);
  const heading = useCallback((node: HTMLHeadingElement | null) => {
    if (!node || focused.current) return;
    focused.current = true;
    node.focus();
    node.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  if (query.isPending) return <Skeleton role="status" h={120} radius="md" aria-label={t('incident_import.loading')} />;
  if (query.isError) {
    return (
      <FailureAlert
        title={t('incident_import.status_load_failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const upload = query.data;
  const progress = upload.progress;
  const running = upload.status === 'queued' || upload.status === 'running';
  const total = progress?.rows_read ?? 0;
  const stageText =
    upload.status === 'queued'
      ? t('incident_import.stage_queued')
      : t(`incident_import.stage_${progress?.stage ?? 'reading'}`);
  const percent =
    progress?.stage === 'writing' && total > 0
      ? Math.round((progress.rows_written / Math.max(1, progress.rows_valid)) * 100)
      : progress?.stage === 'checking' && total > 0
        ? Math.round(((progress.rows_valid + progress.rows_invalid) / total) * 100)
        : 0;

  return (
    <ImportSection
      titleId="incident-upload-status"
      title={t('incident_import.status_title', { file: upload.file_name })}
      headingRef={heading}
    >
      {running ? (
        <Stack gap="sm" aria-live="polite">
          <Text size="sm">{stageText}</Text>
          <Progress value={percent} animated striped aria-label={t('incident_import.progress_label')} />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Counter label={t('incident_import.rows_read')} value={progress?.rows_read ?? 0} />
            <Counter label={t('incident_import.rows_valid')} value={progress?.rows_valid ?? 0} color="teal" />
            <Counter label={t('incident_import.rows_invalid')} value={progress?.rows_invalid ?? 0} color="red" />
            <Counter label={t('incident_import.rows_written')} value={progress?.rows_written ?? 0} />
          </SimpleGrid>
        </Stack>
      ) : null}
      {upload.status === 'imported' ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('incident_import.imported_title')}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">
              {t('incident_import.imported_text', {
                rows: formatNumber(upload.rows_read, locale),
                inserted: formatNumber(upload.rows_inserted, locale),
                updated: formatNumber(upload.rows_updated, locale),
                skipped: formatNumber(upload.rows_skipped, locale),
              })}
            </Text>
            <Group>
              <Button
                component={Link}
                // The map and list of this upload's incidents, with a chip that says so (issue 23 §10).
                to={{
                  pathname: paths.incidents,
                  search: filterToParams({ ...emptyFilter, upload: upload.id }).toString(),
                }}
                size="xs"
                variant="light"
                leftSection={<IconMap2 size={14} aria-hidden />}
              >
                {t('incident_import.open_map')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {upload.status === 'rejected' ? <UploadReport upload={upload} /> : null}
      {upload.status === 'failed' ? (
        <UploadErrorAlert
          reason={upload.failure_reason ? t(`incident_import.failure_${upload.failure_reason}`) : undefined}
        />
      ) : null}
    </ImportSection>
  );
}
