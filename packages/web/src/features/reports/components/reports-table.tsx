import type { Report } from '@cargo-sentry/contracts/reports';
import { Alert, Badge, Button, Group, Loader, Skeleton, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { isPending } from '../api/get-reports';

interface ReportsTableProps {
  reports: Report[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onDownload: (report: Report) => void;
  downloadingId: string | null;
}

const statusColor = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' } as const;

/** The person's reports, newest first: state while generated, then a download until deleted. */
export function ReportsTable({ reports, isLoading, isError, onRetry, onDownload, downloadingId }: ReportsTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (isError) {
    return (
      <Alert color="red" role="alert" title={t('reports.list.load_failed')}>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('reports.list.retry')}
        </Button>
      </Alert>
    );
  }
  if (isLoading || !reports) return <Skeleton h={120} radius="md" aria-label={t('states.loading')} />;
  if (reports.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('reports.list.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={6} aria-label={t('reports.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.list.period')}</Table.Th>
            <Table.Th>{t('reports.list.format')}</Table.Th>
            <Table.Th>{t('reports.list.requested')}</Table.Th>
            <Table.Th>{t('reports.list.status')}</Table.Th>
            <Table.Th>{t('reports.list.file')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id} data-testid="report-row" data-status={report.status}>
              <Table.Td>
                {formatDate(report.date_from)} — {formatDate(report.date_to)}
              </Table.Td>
              <Table.Td>
                {report.format.toUpperCase()} · {report.lang.toUpperCase()}
              </Table.Td>
              <Table.Td>{formatDateTime(report.created_at)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {isPending(report) ? <Loader size={14} aria-hidden /> : null}
                  <Badge color={statusColor[report.status]} variant="light">
                    {t(`reports.status.${report.status}`)}
                  </Badge>
                </Group>
                {report.status === 'failed' ? (
                  <Text size="xs" c="red.9">
                    {t('reports.list.failed_hint')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {report.status === 'done' ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    onClick={() => onDownload(report)}
                    loading={downloadingId === report.id}
                    aria-label={t('reports.list.download_label', { name: report.file_name })}
                  >
                    {t('reports.list.download', {
                      size: formatNumber(Math.max(1, Math.round((report.size ?? 0) / 1024)), locale),
                    })}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
                {report.status === 'done' ? (
                  <Text size="xs" c="dimmed">
                    {t('reports.list.kept_until', { date: formatDate(report.expires_at.slice(0, 10)) })}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
