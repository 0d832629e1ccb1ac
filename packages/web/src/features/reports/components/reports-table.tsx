import type { Report } from '@cargo-sentry/contracts/reports/reports';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/shared/format/date';
import { CardList, CardListItem } from '@/shared/ui/card-list';
import { ListError } from '@/shared/ui/list-error';
import { ReportDownload } from './report-download';
import { ReportStatus } from './report-status';

interface ReportsTableProps {
  reports: Report[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onDownload: (report: Report) => void;
  downloadingId: string | null;
}

const periodOf = (report: Report) => `${formatDate(report.date_from)} — ${formatDate(report.date_to)}`;
const formatOf = (report: Report) => `${report.format.toUpperCase()} · ${report.lang.toUpperCase()}`;

/** The person's reports, newest first: state while generated, then a download until deleted. Cards on a phone. */
export function ReportsTable({ reports, isLoading, isError, onRetry, onDownload, downloadingId }: ReportsTableProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 48em)');
  if (isError) {
    return <ListError title={t('reports.list.load_failed')} retryLabel={t('reports.list.retry')} onRetry={onRetry} />;
  }
  if (isLoading || !reports) return <Skeleton role="status" h={120} radius="md" aria-label={t('states.loading')} />;
  if (reports.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('reports.list.empty')}
      </Text>
    );
  }
  const download = (report: Report) => (
    <ReportDownload report={report} onDownload={onDownload} isDownloading={downloadingId === report.id} />
  );
  if (isNarrow) {
    return (
      <CardList label={t('reports.list.title')}>
        {reports.map((report) => (
          <CardListItem
            key={report.id}
            title={
              <Text fw={600} size="sm" data-testid="report-row" data-status={report.status}>
                {periodOf(report)}
              </Text>
            }
            badge={<ReportStatus report={report} />}
          >
            <Stack gap={6} mt={6}>
              <Text size="sm" c="dimmed">
                {formatOf(report)} · {formatDateTime(report.created_at)}
              </Text>
              {download(report)}
            </Stack>
          </CardListItem>
        ))}
      </CardList>
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
              <Table.Td>{periodOf(report)}</Table.Td>
              <Table.Td>{formatOf(report)}</Table.Td>
              <Table.Td>{formatDateTime(report.created_at)}</Table.Td>
              <Table.Td>
                <ReportStatus report={report} />
              </Table.Td>
              <Table.Td>{download(report)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
