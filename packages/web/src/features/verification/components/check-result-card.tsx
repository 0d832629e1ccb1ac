import { checkOutcome } from '@cargo-sentry/contracts/verification-rules';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckView } from '../lib/check-standing';
import { standingColors } from '../lib/standing-colors';
import { CheckDetails } from './check-details';

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
        <CheckDetails view={view} subject={subject} />
      </Stack>
    </Paper>
  );
}
