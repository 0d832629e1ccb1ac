import type { Locale } from '@cargo-sentry/contracts/shared/common';
import type { Report, ReportFormat } from '@cargo-sentry/contracts/reports/reports';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { useDownloadReport } from '../api/download-report';
import { useReports } from '../api/get-reports';
import { useRequestReport } from '../api/request-report';
import { ReportRequestForm } from '../components/report-request-form';
import { ReportsTable } from '../components/reports-table';
import { initialReportFilter, reportFilterOf } from '../lib/report-filter';

/** `/administration/reports`: incident reports as PDF or XLSX, generated in the background (issue 11 §6). */
export function AdminReportsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(initialReportFilter);
  const reports = useReports();
  const requesting = useRequestReport();
  const downloading = useDownloadReport();
  const closeLabel = { 'aria-label': t('actions.close') };

  const handleSubmit = ({ format, lang }: { format: ReportFormat; lang: Locale }) =>
    requesting.mutate(
      { format, lang, filter: reportFilterOf(filter) },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: t('reports.form.requested'), closeButtonProps: closeLabel }),
        onError: () =>
          notifications.show({ color: 'red', message: t('reports.form.failed'), closeButtonProps: closeLabel }),
      },
    );
  const handleDownload = (report: Report) =>
    downloading.mutate(report, {
      onError: () =>
        notifications.show({ color: 'red', message: t('reports.list.download_failed'), closeButtonProps: closeLabel }),
    });

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_reports')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('reports.intro')}
      </Text>
      <ReportRequestForm
        filter={filter}
        onFilterChange={setFilter}
        onSubmit={handleSubmit}
        isSubmitting={requesting.isPending}
      />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-labelledby="reports-list-title"
      >
        <Title order={2} size="h4" mb="sm" id="reports-list-title">
          {t('reports.list.title')}
        </Title>
        <ReportsTable
          reports={reports.data?.results}
          isLoading={reports.isLoading}
          isError={reports.isError && !reports.data}
          onRetry={() => void reports.refetch()}
          onDownload={handleDownload}
          downloadingId={downloading.isPending ? (downloading.variables?.id ?? null) : null}
        />
      </Paper>
    </Stack>
  );
}
