import { summarizeChecks } from '@cargo-sentry/contracts/verification-rules';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { viewOf, type CheckEntry } from '../lib/check-standing';
import { standingColors } from '../lib/standing-colors';
import { CheckResultCard } from './check-result-card';

/** The combined summary (worst class first, SPEC §4) and one card per check, in that order. */
export function CheckResults({
  entries,
  subject,
  headingLevel = 2,
}: {
  entries: CheckEntry[];
  subject?: Record<string, unknown>;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const views = entries.map((entry) => viewOf(entry));
  const isRunning = views.some((view) => view.isRunning);
  const { overall, ordered } = summarizeChecks(views.filter((view) => !view.isRunning));
  const shown = [...ordered, ...views.filter((view) => view.isRunning)];
  return (
    <Stack gap="sm" className="verification-results">
      <Alert
        color={isRunning ? 'blue' : standingColors[overall]}
        variant="light"
        role="status"
        data-testid="verification-summary"
        data-standing={isRunning ? 'running' : overall}
        title={
          <Title order={headingLevel} size="h4">
            {t('verification.summary.title')}:{' '}
            {isRunning ? t('verification.summary.running') : t(`verification.summary.${overall}`)}
          </Title>
        }
      >
        <Group gap="xs" wrap="wrap">
          {ordered.map((view) => (
            <Badge key={view.check} color={standingColors[view.standing]} variant="outline" c="dark">
              {t(`verification.checks.${view.check}`)}
            </Badge>
          ))}
          {ordered.length === 0 && !isRunning ? <Text size="sm">{t('verification.summary.not_checked')}</Text> : null}
        </Group>
      </Alert>
      {shown.map((view) => (
        <CheckResultCard key={view.check} view={view} subject={subject} />
      ))}
    </Stack>
  );
}
