import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import { useTranslation } from 'react-i18next';
import { LinksButton } from '@/shared/ui/links-button';
import type { CheckView } from '../lib/check-standing';
import { standingColors } from '../lib/standing-colors';
import { CheckDetails } from './check-details';
import { StandingBadge } from './standing-badge';

/** The identifier a check is about, for its "Связи" link to the explorer: the driver's phone, the vehicle's plate. */
const linkedIdentifier: Partial<Record<CheckView['check'], { kind: IdentifierKind; field: string }>> = {
  phone: { kind: 'phone', field: 'phone' },
  risk: { kind: 'plate', field: 'autoGos' },
  osago: { kind: 'plate', field: 'autoGos' },
};

/**
 * One check's result: its class in words (Тревога / Внимание / Норма / Не выполнена) and one line
 * saying why (issue 23 §2), then its details. The colour only repeats what the words say (WCAG 1.4.1).
 */
export function CheckResultCard({ view, subject }: { view: CheckView; subject?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const color = standingColors[view.standing];
  const isFailed = view.standing === 'not_carried_out' && !view.isRunning;
  const linked = linkedIdentifier[view.check];
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
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Title order={3} size="h5">
            {t(`verification.checks.${view.check}`)}
          </Title>
          {view.isRunning ? (
            <Group gap={6} wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm">{t('verification.result.running')}</Text>
            </Group>
          ) : (
            <StandingBadge standing={view.standing} />
          )}
        </Group>
        {view.reason && !view.isRunning ? (
          <Text size="sm" fw={600} data-testid="verdict-reason">
            {t(`verification.verdict.${view.check}.${view.reason}`)}
          </Text>
        ) : null}
        {isFailed ? (
          <Stack gap={2}>
            <Text size="sm" c="red.8" fw={600} data-testid="verdict-reason">
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
        {linked && subject && !view.isRunning ? <LinksButton kind={linked.kind} value={subject[linked.field]} /> : null}
      </Stack>
    </Paper>
  );
}
