import type { RegisterImportReport } from '@cargo-sentry/contracts/registers/registers';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { reportCsv, reportLines } from '../lib/report-lines';
import { saveText } from '@/shared/lib/save-file';
import { ProblemTable } from '@/shared/spreadsheet-import/problem-table';

/** A refused import: what was read, each problem by row and column, and the report as CSV. */
export function ImportReport({ report }: { report: RegisterImportReport }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const lines = reportLines(report, t, locale);

  const handleDownload = () =>
    saveText(`import-report-${report.register}.csv`, reportCsv(report, t, locale), 'text/csv;charset=utf-8');

  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('registers.report_title')}>
        <Text size="sm">
          {t('registers.report_rows', { rows: formatNumber(report.rows_read, locale) })}{' '}
          {t('registers.report_problems', { count: report.errors_total })}{' '}
          {report.errors.length < report.errors_total
            ? `${t('registers.report_truncated', { shown: formatNumber(report.errors.length, locale) })} `
            : ''}
          {t('registers.report_fix')}
        </Text>
      </Alert>
      {report.ignored_columns.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('registers.ignored_columns', { columns: report.ignored_columns.join(', ') })}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {report.file_name}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={handleDownload}>
          {t('registers.download_report')}
        </Button>
      </Group>
      <ProblemTable texts="registers" lines={lines} minWidth={560} />
    </Stack>
  );
}
