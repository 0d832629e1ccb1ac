import type { Report } from '@cargo-sentry/contracts/reports/reports';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isPending } from '../api/get-reports';

const statusColor = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' } as const;

/** Where a report stands; a spinner while it is generated. */
export function ReportStatus({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        {isPending(report) ? <Loader size={14} aria-hidden /> : null}
        {/* a dot badge: the colour in the dot, the words in the text colour (AA contrast) */}
        <Badge color={statusColor[report.status]} variant="dot" tt="none" style={{ flexShrink: 0 }}>
          {t(`reports.status.${report.status}`)}
        </Badge>
      </Group>
      {report.status === 'running' && report.stage ? (
        <Text size="xs" c="dimmed" data-testid="report-stage">
          {t(`reports.stage.${report.stage}`)}
        </Text>
      ) : null}
      {report.status === 'failed' ? (
        <Text size="xs" c="red.9">
          {t('reports.list.failed_hint')}
        </Text>
      ) : null}
    </div>
  );
}
