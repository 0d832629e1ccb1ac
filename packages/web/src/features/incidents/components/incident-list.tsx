import type { IncidentList as IncidentListData } from '@cargo-sentry/contracts/incidents/incidents';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { nameOf } from '@/shared/i18n/bilingual-name';
import { paths } from '@/shared/routing/paths';
import { DataText } from '@/shared/ui/data-text';
import { ListPager } from '@/shared/ui/list-pager';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { placeOf } from './incident-place';
import { ReferenceName } from '@/shared/ui/reference-name';

interface IncidentListProps {
  data: IncidentListData | undefined;
  isLoading: boolean;
  isError: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** The paged incident list: a table on desktop, cards on narrow screens (375 px). */
export function IncidentList({ data, isLoading, isError, page, pageSize, onPageChange, onRetry }: IncidentListProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const isNarrow = useMediaQuery('(max-width: 48em)');

  if (isError && !data) {
    return (
      <Alert color="red" title={t('incidents.list.error_title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('incidents.list.error')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('incidents.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isLoading && !data) {
    return <ListSkeleton label={t('incidents.list.loading')} rows={6} rowHeight={isNarrow ? 96 : 40} />;
  }
  if (!data || data.count === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" data-testid="incident-list-empty">
        <IconInbox size={36} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600} mt="xs">
          {t('incidents.list.empty_title')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('incidents.list.empty')}
        </Text>
      </Paper>
    );
  }

  const money = (value: number) => `${formatNumber(value, locale)} ₽`;

  const rows = isNarrow ? (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('incidents.list.title')}>
      {data.results.map((incident) => (
        <Paper component="li" key={incident.id} withBorder radius="md" p="sm" data-testid="incident-card">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {formatDate(incident.date)}
              {incident.time ? ` ${incident.time.slice(0, 5)}` : ''}
            </Text>
            <Badge variant="light" size="sm">
              {nameOf(incident.incident_category, locale)}
            </Badge>
          </Group>
          <Anchor component={Link} to={paths.incidentView.build(incident.id)} fw={600} mt={4} display="block">
            {nameOf(incident.cargo_category, locale)}
            {incident.cargo_description ? (
              <>
                {' — '}
                <DataText value={incident.cargo_description} />
              </>
            ) : null}
          </Anchor>
          <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
            <Text size="sm" lineClamp={1}>
              <ReferenceName name={placeOf(incident, locale)} />
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(incident.price)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  ) : (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label={t('incidents.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('incidents.fields.date')}</Table.Th>
            <Table.Th>{t('incidents.fields.incident_category')}</Table.Th>
            <Table.Th>{t('incidents.fields.cargo')}</Table.Th>
            <Table.Th>{t('incidents.fields.place')}</Table.Th>
            <Table.Th ta="right">{t('incidents.fields.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.results.map((incident) => (
            <Table.Tr key={incident.id} data-testid="incident-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={paths.incidentView.build(incident.id)}
                  aria-label={t('incidents.list.open', { id: incident.id })}
                >
                  {formatDate(incident.date)}
                </Anchor>
              </Table.Td>
              <Table.Td>{nameOf(incident.incident_category, locale)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {nameOf(incident.cargo_category, locale)}
                  {incident.cargo_description ? (
                    <>
                      {' — '}
                      <DataText value={incident.cargo_description} />
                    </>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td>
                <ReferenceName name={placeOf(incident, locale)} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(incident.price)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack gap="sm" style={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={isLoading}>
      <Text size="sm" c="dimmed" data-testid="incident-count">
        {t('incidents.list.found', { count: data.count, formatted: formatNumber(data.count, locale) })}
      </Text>
      {rows}
      <ListPager count={data.count} pageSize={pageSize} page={page} onChange={onPageChange} isClamped isCentered />
    </Stack>
  );
}
