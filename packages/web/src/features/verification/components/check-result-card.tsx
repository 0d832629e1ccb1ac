import { checkOutcome } from '@cargo-sentry/contracts/verification-rules';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  DriverResult,
  FsspResult,
  OsagoResult,
  RiskResult,
  SudResult,
} from '@cargo-sentry/contracts/verification-results';
import type { CheckView } from '../lib/check-standing';
import { standingColors } from '../lib/standing-colors';
import { DriverDetails, OsagoDetails } from './document-details';
import { FsspDetails, SudDetails } from './person-details';
import { RiskDetails } from './risk-details';

/** One check's result: its class colour, the SPEC §4 word, and its details or its failure. */
export function CheckResultCard({ view, subject }: { view: CheckView; subject?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const color = standingColors[view.standing];
  const title = t(`verification.checks.${view.check}`);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      className="verification-result-card"
      data-testid={`result-${view.check}`}
      data-standing={view.isRunning ? 'running' : view.standing}
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-6)` }}
      aria-busy={view.isRunning}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          {view.isRunning ? (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm">{t('verification.result.running')}</Text>
            </Group>
          ) : (
            <Badge
              color={color}
              variant={view.standing === 'warning' ? 'filled' : 'light'}
              c={view.standing === 'warning' ? 'dark' : undefined}
            >
              {t(`verification.outcome.${checkOutcome(view.check, view.standing)}`)}
            </Badge>
          )}
        </Group>
        {view.standing === 'not_carried_out' && !view.isRunning ? (
          <Stack gap={2}>
            <Text size="sm" c="red.8">
              {view.message ?? t('verification.result.failed')}
            </Text>
            {view.errorCode && view.errorCode !== 'internal' ? (
              <Text size="xs" c="dimmed">
                {t(`errors.${view.errorCode}`, { defaultValue: '' })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {view.check === 'risk' && view.result ? (
          <RiskDetails result={view.result as RiskResult} subject={subject} />
        ) : null}
        {view.check === 'osago' && view.result ? <OsagoDetails result={view.result as OsagoResult} /> : null}
        {view.check === 'driver' && view.result ? <DriverDetails result={view.result as DriverResult} /> : null}
        {view.check === 'fssp' && view.result ? <FsspDetails result={view.result as FsspResult} /> : null}
        {view.check === 'sud' && view.result ? <SudDetails result={view.result as SudResult} /> : null}
      </Stack>
    </Paper>
  );
}
