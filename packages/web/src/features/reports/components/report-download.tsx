import type { Report } from '@cargo-sentry/contracts/reports/reports';
import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';

interface ReportDownloadProps {
  report: Report;
  onDownload: (report: Report) => void;
  isDownloading: boolean;
}

/** The download of a finished report and how long it is kept; a dash before. */
export function ReportDownload({ report, onDownload, isDownloading }: ReportDownloadProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (report.status !== 'done') {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const kilobytes = Math.max(1, Math.round((report.size ?? 0) / 1024));
  return (
    <div>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        onClick={() => onDownload(report)}
        loading={isDownloading}
        aria-label={t('reports.list.download_label', { name: report.file_name })}
      >
        {t('reports.list.download', { size: formatNumber(kilobytes, locale) })}
      </Button>
      <Text size="xs" c="dimmed">
        {t('reports.list.kept_until', { date: formatDate(report.expires_at.slice(0, 10)) })}
      </Text>
    </div>
  );
}
