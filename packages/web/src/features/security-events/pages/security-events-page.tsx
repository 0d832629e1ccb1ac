import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withoutDefaults } from '@/shared/routing/without-defaults';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { useExportSecurityEvents } from '../api/export-security-events';
import { securityEventsPageSize, useSecurityEvents } from '../api/get-security-events';
import { LeakNoticeDialog } from '../components/leak-notice-dialog';
import {
  SecurityEventFilters,
  emptySecurityEventFilter,
  type SecurityEventFilterValues,
} from '../components/security-event-filters';
import { SecurityEventTable } from '../components/security-event-table';

const filterKeys = Object.keys(emptySecurityEventFilter) as (keyof SecurityEventFilterValues)[];

/** `/administration/security_events`: the security event log, its export and the leak notice (issue 28 §5). */
export function SecurityEventsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [isNoticeOpen, notice] = useDisclosure(false);
  const exporting = useExportSecurityEvents();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { ...emptySecurityEventFilter };
  for (const key of filterKeys) filter[key] = params.get(key) ?? '';
  // Debounced as text: a new object every render would restart the timer for ever.
  const [debouncedText] = useDebouncedValue(JSON.stringify(filter), 300);
  const debounced = JSON.parse(debouncedText) as SecurityEventFilterValues;
  const isPeriodValid = !debounced.date_from || !debounced.date_to || debounced.date_from <= debounced.date_to;
  const query = Object.fromEntries(
    Object.entries(isPeriodValid ? debounced : { ...debounced, date_to: '' }).filter(([, value]) => value !== ''),
  );
  const log = useSecurityEvents({ ...query, page });

  const update = (next: Partial<SecurityEventFilterValues> & { page?: number }) => {
    const values: Record<string, string> = { ...filter, ...next, page: String(next.page ?? 1) };
    setParams(withoutDefaults(values, { page: '1' }), { replace: true });
  };
  const handleExport = (format: 'xlsx' | 'csv') =>
    exporting.mutate(
      { ...query, format },
      {
        onError: () =>
          notifications.show({
            color: 'red',
            message: t('security_events.export_failed'),
            closeButtonProps: { 'aria-label': t('actions.close') },
          }),
      },
    );
  const today = todayIso();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('nav.admin_security_events')}</PageTitle>
        <Group gap="sm">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting.isPending}>
                {t('security_events.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => handleExport('xlsx')}>XLSX</Menu.Item>
              <Menu.Item onClick={() => handleExport('csv')}>CSV</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button color="red" variant="light" leftSection={<IconFileAlert size={16} />} onClick={notice.open}>
            {t('security_events.leak_notice.open')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed" mt={-8}>
        {t('security_events.intro')}
      </Text>
      <SecurityEventFilters values={filter} onChange={(next) => update(next)} />
      {log.data ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('security_events.count', { count: log.data.count })}
        </Text>
      ) : null}
      <SecurityEventTable
        events={log.data?.results}
        isLoading={log.isLoading}
        isError={log.isError}
        isFiltered={Object.keys(query).length > 0}
        onRetry={() => void log.refetch()}
      />
      <ListPager
        count={log.data?.count}
        pageSize={securityEventsPageSize}
        page={page}
        onChange={(next) => update({ page: next })}
      />
      {isNoticeOpen ? (
        <LeakNoticeDialog
          opened
          onClose={notice.close}
          initialFrom={filter.date_from || today}
          initialTo={filter.date_to || today}
        />
      ) : null}
    </Stack>
  );
}
