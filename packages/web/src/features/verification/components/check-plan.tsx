import type { TransportField } from '@cargo-sentry/contracts/verification/form';
import { Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { useLocale } from '@/shared/i18n/use-locale';
import type { PlannedCheck } from '../lib/check-plan';

// These reasons mean "one of the fields is enough"; the rest need all the fields named.
const anyOfReasons = new Set(['at_least_one_field', 'ati_id_too_short', 'no_plate_or_vin']);

/** "Which checks will run" (docs/product.md#fields-each-check-needs): each check runs, or says why not and which fields are missing. */
export function CheckPlan({ plan }: { plan: PlannedCheck[] }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const fieldsText = (fields: TransportField[], reason: string) =>
    formatList(
      fields.map((field) => t(`verification.fields.${field}`)),
      locale,
      anyOfReasons.has(reason) ? 'or' : 'and',
    );

  return (
    <Paper withBorder p="md" radius="md" className="verification-no-print">
      <Title order={2} size="h4" mb="sm">
        {t('verification.plan.title')}
      </Title>
      <List spacing="xs" listStyleType="none" data-testid="check-plan">
        {plan.map((entry) => {
          const isRunnable = entry.runs && entry.isAvailable;
          return (
            <List.Item key={entry.check} data-testid={`plan-${entry.check}`}>
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{t(`verification.checks.${entry.check}`)}</Text>
                <Badge color={isRunnable ? 'teal.9' : 'gray'} variant={isRunnable ? 'filled' : 'light'}>
                  {!entry.isAvailable
                    ? t('verification.plan.not_available')
                    : t(entry.runs ? 'verification.plan.runs' : 'verification.plan.skipped')}
                </Badge>
              </Group>
              {entry.reason && !entry.runs ? (
                <Text size="sm" c="dimmed">
                  {t(`verification.reasons.${entry.reason}`, { fields: fieldsText(entry.missing, entry.reason) })}
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List>
      {plan.some((entry) => !entry.isAvailable) ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('verification.plan.not_available_hint')}
        </Text>
      ) : null}
    </Paper>
  );
}
