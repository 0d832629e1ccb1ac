import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterChips } from '@/shared/incident-filter/filter-chips';
import { filterToParams, filterToWire } from '@/shared/incident-filter/filter-state';
import { SaveFilterButton } from '@/shared/incident-filter/save-filter-button';
import { IncidentFilterPanel } from '@/shared/incident-filter/incident-filter-panel';
import { useUrlFilter } from '@/shared/incident-filter/use-url-filter';
import { countPages } from '@/shared/lib/count-pages';
import { paths } from '@/shared/routing/paths';
import { useCurrentUser } from '@/shared/session/session';
import { PageTitle } from '@/shared/ui/page-title';
import { incidentPageSize, useIncidents } from '../api/get-incidents';
import { useIncidentSummary } from '../api/get-incident-summary';
import { ExportButton } from '../components/export-button';
import { IncidentList } from '../components/incident-list';
import { IncidentMap } from '../components/incident-map';
import { SummaryCards } from '../components/summary-cards';

/** `/incidents`: filter panel, active-filter chips, summary, map and paged list of one filter. */
export function IncidentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { applied, setApplied, params, setParams } = useUrlFilter();
  const wire = useMemo(() => filterToWire(applied), [applied]);
  // The applied filter as this page's query string: what a saved filter keeps and its alerts link to.
  const savedQuery = useMemo(() => filterToParams(applied).toString(), [applied]);
  const page = Math.min(Math.max(1, Math.floor(Number(params.get('page'))) || 1), 1_000_000);
  const list = useIncidents(wire, page);
  const summary = useIncidentSummary(wire);

  // A page past the end (an old link, `?page=99999`) goes to the last page instead of showing an
  // empty table under a pager that says 150 (issue 9).
  const lastPage = list.data ? countPages(list.data.count, incidentPageSize) : null;
  useEffect(() => {
    if (lastPage === null || page <= lastPage) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (lastPage > 1) updated.set('page', String(lastPage));
        else updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }, [lastPage, page, setParams]);

  const handlePageChange = (next: number) => {
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    document.getElementById('incident-list')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageTitle>{t('incidents.title')}</PageTitle>
        <Group gap="sm" align="flex-start">
          {user?.is_staff ? (
            <Button
              component={Link}
              to={paths.incidentCreate}
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('incidents.create')}
            </Button>
          ) : null}
          <SaveFilterButton query={savedQuery} />
          <ExportButton filter={wire} />
        </Group>
      </Group>
      {user?.access_level === 'limited' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} py="xs">
          {t('incidents.limited_notice')}
        </Alert>
      ) : null}
      <IncidentFilterPanel applied={applied} onApply={setApplied} />
      <FilterChips values={applied} onChange={setApplied} />
      <SummaryCards summary={summary.data} isLoading={summary.isLoading} />
      <Paper withBorder radius="md" p={4} component="section" aria-label={t('incidents.map.title')}>
        <IncidentMap filter={wire} geo={applied.geo} height="clamp(320px, 55vh, 560px)" />
      </Paper>
      <Stack
        gap="xs"
        component="section"
        id="incident-list"
        aria-labelledby="incident-list-title"
        style={{ scrollMarginTop: 80 }}
      >
        <Title order={2} fz="lg" id="incident-list-title">
          {t('incidents.list.title')}
        </Title>
        <IncidentList
          data={list.data}
          isLoading={list.isFetching}
          isError={list.isError}
          page={page}
          pageSize={incidentPageSize}
          onPageChange={handlePageChange}
          onRetry={() => void list.refetch()}
        />
      </Stack>
    </Stack>
  );
}
