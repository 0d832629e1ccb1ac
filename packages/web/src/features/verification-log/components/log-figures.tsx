import type { VerificationLog } from '@cargo-sentry/contracts/verification/log';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/shared/charts/e-chart';
import { formatMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { useLocale } from '@/shared/i18n/use-locale';
import { checkChartOption, checkRows, monthChartOption, shortMonth, userRows } from '../lib/log-view';
import { LogTotals } from './log-totals';
import { OutcomeTable } from './outcome-table';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The statistics of one period: totals, charts by month and by check, and the tables behind them. */
export function LogFigures({ log }: { log: VerificationLog }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const labels = useMemo(
    () => ({
      found: t('verification_log.columns.found'),
      clean: t('verification_log.columns.clean'),
      errors: t('verification_log.columns.errors'),
      unrated: t('verification_log.columns.unrated'),
    }),
    [t],
  );
  const checkLabel = (check: string) => t(`verification_log.checks.${check}`);
  const monthOption = useMemo(() => monthChartOption(log, labels, shortMonth), [log, labels]);
  const checkOption = useMemo(
    () => checkChartOption(log, labels, (check) => t(`verification_log.checks.${check}`)),
    [log, labels, t],
  );
  const checks = checkRows(log);
  const users = userRows(log);
  const count = (value: number) => formatNumber(value, locale);
  // the chart shows every month; the tables only those with something in them
  const activeMonths = log.statistics.by_month.filter((row) => row.tickets > 0 || row.checks > 0);
  const atiMonths = log.ati_statistics.by_month.filter((row) => row.lookups > 0);

  if (log.statistics.totals.tickets === 0 && log.ati_statistics.totals.lookups === 0) {
    return (
      <Text c="dimmed" data-testid="log-empty">
        {t('verification_log.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <LogTotals log={log} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('verification_log.by_month')}>
          <EChart option={monthOption} height={280} label={t('verification_log.by_month_chart')} />
        </Section>
        <Section title={t('verification_log.by_check')}>
          {checks.length > 0 ? (
            <EChart
              option={checkOption}
              height={Math.max(200, 60 + checks.length * 28)}
              label={t('verification_log.by_check_chart')}
            />
          ) : (
            <Text c="dimmed">{t('verification_log.no_checks')}</Text>
          )}
        </Section>
      </SimpleGrid>
      <Section title={t('verification_log.tables')}>
        <Stack gap="lg">
          <OutcomeTable
            caption={t('verification_log.month_table')}
            rows={activeMonths}
            rowKey={(row) => row.month}
            leading={[{ header: t('verification_log.columns.month'), cell: (row) => formatMonth(row.month, locale) }]}
            trailing={[
              { header: t('verification_log.columns.tickets'), cell: (row) => count(row.tickets), numeric: true },
              {
                header: t('verification_log.columns.api_checks'),
                cell: (row) => count(row.api_checks),
                numeric: true,
              },
            ]}
          />
          {checks.length > 0 ? (
            <OutcomeTable
              caption={t('verification_log.check_table')}
              rows={checks}
              rowKey={(row) => row.check}
              leading={[{ header: t('verification_log.columns.check'), cell: (row) => checkLabel(row.check) }]}
            />
          ) : null}
          <OutcomeTable
            caption={t('verification_log.user_table')}
            rows={users}
            rowKey={(row) => String(row.id)}
            minWidth={760}
            leading={[
              {
                header: t('verification_log.columns.user'),
                cell: (row) => (
                  <>
                    <Text size="sm" fw={500}>
                      {row.company || row.name || row.username}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[row.company ? row.name : '', row.username].filter(Boolean).join(' · ')}{' '}
                      {row.isApiUser ? (
                        <Badge size="xs" variant="light" ml={4}>
                          {t('verification_log.api_badge')}
                        </Badge>
                      ) : null}
                    </Text>
                  </>
                ),
              },
              { header: t('verification_log.columns.tickets'), cell: (row) => count(row.tickets), numeric: true },
            ]}
            trailing={[{ header: t('verification_log.columns.ati'), cell: (row) => count(row.ati), numeric: true }]}
          />
          {atiMonths.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('verification_log.no_ati')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table striped verticalSpacing={6} captionSide="top">
                <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
                  {t('verification_log.ati_table')}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('verification_log.columns.month')}</Table.Th>
                    <Table.Th ta="right">{t('verification_log.columns.lookups')}</Table.Th>
                    <Table.Th ta="right">{t('verification_log.columns.ids_found')}</Table.Th>
                    <Table.Th ta="right">{t('verification_log.columns.ids_missing')}</Table.Th>
                    <Table.Th ta="right">{t('verification_log.columns.errors')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {atiMonths.map((row) => (
                    <Table.Tr key={row.month}>
                      <Table.Td>{formatMonth(row.month, locale)}</Table.Td>
                      <Table.Td ta="right">{count(row.lookups)}</Table.Td>
                      <Table.Td ta="right">{count(row.ids_found)}</Table.Td>
                      <Table.Td ta="right">{count(row.ids_missing)}</Table.Td>
                      <Table.Td ta="right">{count(row.errors)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
