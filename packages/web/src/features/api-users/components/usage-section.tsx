import type { ApiUsage } from '@cargo-sentry/contracts/api-users/api-users';
import { Alert, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/shared/charts/e-chart';
import { formatMonth } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import { useApiUsage } from '../api/get-api-usage';
import { usageChartOption } from '../lib/usage-chart';
import { recentMonths, usageFigures } from '../lib/usage-view';
import { UsageTable } from './usage-table';

const allKeys = 'all';

/** `POST /verification/get_ticket`, breakable after each slash on a narrow screen, never inside a word. */
function EndpointName({ endpoint }: { endpoint: string }) {
  const parts = endpoint.split('/');
  return (
    <Text component="code" ff="monospace" size="sm" style={{ overflowWrap: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              /<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

/** The figures of one month: totals, calls per day as a chart, tables by key, endpoint and check. */
export function UsageFigures({ usage, keyFilter }: { usage: ApiUsage; keyFilter: string }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const keys = keyFilter === allKeys ? usage.keys : usage.keys.filter((key) => String(key.key_id) === keyFilter);
  const figures = usageFigures(keys);
  const errorsLabel = t('api_users.usage.errors', { count: figures.total.client_errors + figures.total.server_errors });
  const option = useMemo(
    () => usageChartOption(keys, usage.month, t('api_users.usage.errors_series')),
    [keys, usage.month, t],
  );

  if (figures.total.calls === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('api_users.usage.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Text fw={700} size="lg">
          {t('api_users.usage.total', { count: figures.total.calls })}
        </Text>
        <Text c={figures.total.client_errors + figures.total.server_errors > 0 ? 'red.9' : 'dimmed'}>
          {errorsLabel}
        </Text>
      </Group>
      <EChart
        option={option}
        height={260}
        label={t('api_users.usage.chart', { month: formatMonth(usage.month, locale) })}
      />
      <UsageTable
        caption={t('api_users.usage.by_endpoint')}
        nameHeader={t('api_users.usage.endpoint')}
        rows={figures.byEndpoint}
        nameOf={(row) => <EndpointName endpoint={row.name} />}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {figures.byCheck.length > 0 ? (
          <UsageTable
            caption={t('api_users.usage.by_check')}
            nameHeader={t('api_users.usage.check')}
            rows={figures.byCheck}
            nameOf={(row) => t(`api_users.checks.${row.name}`)}
          />
        ) : null}
        {keyFilter === allKeys && usage.keys.length > 1 ? (
          <UsageTable
            caption={t('api_users.usage.by_key')}
            nameHeader={t('api_users.usage.key')}
            rows={usage.keys.map((key) => ({ ...key, name: `${key.name} (${key.prefix})` }))}
          />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

/** Usage statistics of an API user's keys for a chosen month (docs/product.md#staff-actions: staff view API usage statistics). */
export function UsageSection({ apiUserId }: { apiUserId: number }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const months = useMemo(() => recentMonths(12), []);
  const [month, setMonth] = useState(months[0]);
  const [keyFilter, setKeyFilter] = useState(allKeys);
  const usage = useApiUsage(apiUserId, month);
  const keyOptions = [
    { value: allKeys, label: t('api_users.usage.all_keys') },
    ...(usage.data?.keys ?? []).map((key) => ({ value: String(key.key_id), label: `${key.name} (${key.prefix})` })),
  ];

  let content: React.ReactNode;
  if (usage.isError) {
    content = (
      <Alert color="red" role="alert">
        {t('api_users.usage.error')}
      </Alert>
    );
  } else if (!usage.data) {
    content = <Skeleton role="status" h={260} radius="sm" aria-label={t('states.loading')} />;
  } else {
    content = <UsageFigures usage={usage.data} keyFilter={keyFilter} />;
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="api-usage-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="api-usage-title">
          {t('api_users.usage.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('api_users.usage.month')}
            data={months.map((value) => ({ value, label: formatMonth(value, locale) }))}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            w={200}
          />
          <Select
            label={t('api_users.usage.key')}
            data={keyOptions}
            value={keyFilter}
            onChange={(value) => setKeyFilter(value ?? allKeys)}
            allowDeselect={false}
            w={260}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('api_users.usage.utc_note')}
        </Text>
        {content}
      </Stack>
    </Paper>
  );
}
