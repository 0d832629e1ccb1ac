import type { RegisterImportReport } from '@cargo-sentry/contracts/registers';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { reportCsv, reportLines } from '../lib/report-lines';
import { ProblemTable } from './problem-table';

/** Saves text as a file through a temporary link (the report is built in the browser). */
function saveText(fileName: string, text: string, type: string): void {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A refused import: what was read, each problem by row and column, and the report as CSV. */
export function ImportReport({ report }: { report: RegisterImportReport }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const lines = reportLines(report, t, locale);

  const handleDownload = () =>
    saveText(`import-report-${report.register}.csv`, reportCsv(report, t, locale), 'text/csv;charset=utf-8');

  return (
    <Stack gap="sm">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('admin.registers.report_title')}
      >
        <Text size="sm">
          {t('admin.registers.report_rows', { rows: formatNumber(report.rows_read, locale) })}{' '}
          {t('admin.registers.report_problems', { count: report.errors_total })}{' '}
          {report.errors.length < report.errors_total
            ? `${t('admin.registers.report_truncated', { shown: formatNumber(report.errors.length, locale) })} `
            : ''}
          {t('admin.registers.report_fix')}
        </Text>
      </Alert>
      {report.ignored_columns.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.registers.ignored_columns', { columns: report.ignored_columns.join(', ') })}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {report.file_name}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={handleDownload}>
          {t('admin.registers.download_report')}
        </Button>
      </Group>
      <ProblemTable texts="admin.registers" lines={lines} minWidth={560} />
    </Stack>
  );
}
