import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '@/shared/i18n/use-locale';
import { PageTitle } from '@/shared/ui/page-title';
import { useExportVerificationLog } from '../api/export-verification-log';
import { useVerificationLog, type LogQuery } from '../api/get-verification-log';
import { LogFigures } from '../components/log-figures';
import { LogFilters } from '../components/log-filters';
import { logQueryFromParams, logQueryToParams } from '../lib/log-params';

/** `/administration/verifications`: checks per month, by check and by user (issue 11 §5). */
export function AdminVerificationsPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [params, setParams] = useSearchParams();
  const query = logQueryFromParams(params);
  const log = useVerificationLog(query);
  const exporting = useExportVerificationLog();

  const handleChange = (next: LogQuery) => setParams(logQueryToParams(next), { replace: true });
  const handleExport = () =>
    exporting.mutate(
      { query, lang: locale },
      {
        onError: () =>
          notifications.show({
            color: 'red',
            message: t('verification_log.export_failed'),
            closeButtonProps: { 'aria-label': t('actions.close') },
          }),
      },
    );

  let content: React.ReactNode;
  if (log.isError && !log.data) {
    content = (
      <Alert color="red" role="alert" title={t('verification_log.load_failed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void log.refetch()}>
          {t('verification_log.retry')}
        </Button>
      </Alert>
    );
  } else if (!log.data) {
    content = <Skeleton role="status" h={320} radius="md" aria-label={t('states.loading')} />;
  } else {
    content = <LogFigures log={log.data} />;
  }

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_verifications')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('verification_log.intro')}
      </Text>
      <LogFilters
        query={query}
        users={log.data?.users ?? []}
        onChange={handleChange}
        onExport={handleExport}
        isExporting={exporting.isPending}
      />
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('verification_log.utc_note')}
        </Text>
      </Group>
      {content}
    </Stack>
  );
}
