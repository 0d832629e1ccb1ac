import type { ConsistencyRule } from '@cargo-sentry/contracts/identity-links/consistency';
import { Fieldset, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ruleOutcome, type RulesFormValues } from '../lib/rule-settings-form';

/** One rule's fields: on or off, its window, the counts from which it warns and alerts, and what that gives. */
export function RuleFieldset({ rule, form }: { rule: ConsistencyRule; form: UseFormReturnType<RulesFormValues> }) {
  const { t } = useTranslation();
  const values = form.values[rule];
  const outcome = ruleOutcome(values);
  const threshold = (field: 'warning_at' | 'alert_at') => (
    <NumberInput
      label={t(`links.settings.${field}`)}
      description={t('links.settings.counts', { what: t(`links.settings.counted.${rule}`) })}
      placeholder={t('links.settings.none')}
      min={2}
      max={100}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={!values.enabled}
      name={`${rule}.${field}`}
      {...form.getInputProps(`${rule}.${field}`)}
    />
  );
  return (
    <Fieldset legend={t(`identity_links.rules.${rule}`)} data-rule={rule} radius="md">
      <Stack gap="sm">
        <Switch label={t('links.settings.enabled')} {...form.getInputProps(`${rule}.enabled`, { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('links.settings.window_days')}
            description={t('links.settings.window_hint')}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            disabled={!values.enabled}
            name={`${rule}.window_days`}
            {...form.getInputProps(`${rule}.window_days`)}
          />
          {threshold('warning_at')}
          {threshold('alert_at')}
        </SimpleGrid>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(outcome.key, outcome.options)}
        </Text>
      </Stack>
    </Fieldset>
  );
}
