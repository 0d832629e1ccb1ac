import { summarizeChecks, summaryOrder } from '@cargo-sentry/contracts/verification/rules';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { viewOf, type CheckEntry } from '../lib/check-standing';
import { standingColors } from '../lib/standing-colors';
import { formatList } from '@/shared/format/list';
import { useLocale } from '@/shared/i18n/use-locale';
import { CheckResultCard } from './check-result-card';
import { StandingBadge } from './standing-badge';

/** The combined summary (worst class first, docs/product.md#result-classes) and one card per check, in that order. */
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
  const [locale] = useLocale();
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
        {/* One line per class, its word first: the class reads without its colour (WCAG 1.4.1). */}
        <Stack gap={6}>
          {summaryOrder.map((standing) => {
            const names = ordered.filter((view) => view.standing === standing);
            if (names.length === 0) return null;
            return (
              <Group key={standing} gap="xs" wrap="nowrap" align="flex-start" data-testid={`summary-${standing}`}>
                <StandingBadge standing={standing} size="sm" />
                <Text size="sm">
                  {formatList(
                    names.map((view) => t(`verification.checks.${view.check}`)),
                    locale,
                  )}
                </Text>
              </Group>
            );
          })}
          {ordered.length === 0 && !isRunning ? <Text size="sm">{t('verification.summary.not_checked')}</Text> : null}
        </Stack>
      </Alert>
      {shown.map((view) => (
        <CheckResultCard key={view.check} view={view} subject={subject} />
      ))}
    </Stack>
  );
}
