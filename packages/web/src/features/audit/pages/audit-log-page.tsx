import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withoutDefaults } from '@/shared/routing/without-defaults';
import { ListPager } from '@/shared/ui/list-pager';
import { PageTitle } from '@/shared/ui/page-title';
import { auditPageSize, useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit-entries';
import { AuditFilters, emptyAuditFilter, type AuditFilterValues } from '../components/audit-filters';

const filterKeys = Object.keys(emptyAuditFilter) as (keyof AuditFilterValues)[];

/** `/administration/audit`: who did what to which record, when, with before/after (issue 11 §7). */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = { ...emptyAuditFilter };
  for (const key of filterKeys) filter[key] = params.get(key) ?? '';
  // Debounced as text: a new object every render would restart the timer for ever.
  const [debouncedText] = useDebouncedValue(JSON.stringify(filter), 300);
  const debounced = JSON.parse(debouncedText) as AuditFilterValues;
  // A period that ends before it starts is shown as an error by the field, not sent.
  const isPeriodValid = !debounced.date_from || !debounced.date_to || debounced.date_from <= debounced.date_to;
  const query = Object.fromEntries(
    Object.entries(isPeriodValid ? debounced : { ...debounced, date_to: '' }).filter(([, value]) => value !== ''),
  );
  const log = useAuditLog({ ...query, page });

  const update = (next: Partial<AuditFilterValues> & { page?: number }) => {
    const values: Record<string, string> = { ...filter, ...next, page: String(next.page ?? 1) };
    setParams(withoutDefaults(values, { page: '1' }), { replace: true });
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.admin_audit')}</PageTitle>
      <Text c="dimmed" mt={-8}>
        {t('audit.intro')}
      </Text>
      <AuditFilters values={filter} onChange={(next) => update(next)} />
      {log.data ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('audit.count', { count: log.data.count })}
        </Text>
      ) : null}
      <AuditEntries
        entries={log.data?.results}
        isLoading={log.isLoading}
        isError={log.isError}
        isFiltered={Object.keys(query).length > 0}
        onRetry={() => void log.refetch()}
      />
      <ListPager
        count={log.data?.count}
        pageSize={auditPageSize}
        page={page}
        onChange={(next) => update({ page: next })}
      />
    </Stack>
  );
}
