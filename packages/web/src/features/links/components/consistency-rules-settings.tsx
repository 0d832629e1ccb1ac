import { consistencyRules, type ConsistencySettings } from '@cargo-sentry/contracts/identity-links/consistency';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsistencySettings, useSaveConsistencySettings } from '../api/links-settings';
import { rulesFormValues, rulesSettingsOf, validateRules, type RulesFormValues } from '../lib/rule-settings-form';
import { RuleFieldset } from './rule-fieldset';
import { SaveButton } from './save-button';
import { SettingsCard } from './settings-card';

function RulesForm({ stored }: { stored: ConsistencySettings }) {
  const { t } = useTranslation();
  const save = useSaveConsistencySettings();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RulesFormValues>({
    initialValues: rulesFormValues(stored),
    validate: (values) => validateRules(values, t),
    onValuesChange: () => save.reset(),
  });
  // A refused save takes the keyboard to the first field to fix.
  const handleErrors = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="links-rules-title"
      onSubmit={form.onSubmit((values) => save.mutate(rulesSettingsOf(values)), handleErrors)}
    >
      <Stack gap="md">
        {consistencyRules.map((rule) => (
          <RuleFieldset key={rule} rule={rule} form={form} />
        ))}
        <SaveButton isPending={save.isPending} isSaved={save.isSuccess} error={save.error} />
      </Stack>
    </form>
  );
}

/** Staff's settings of the consistency rules (issue 27 §2): each rule's window and the counts that make it a warning or an alert. */
export function ConsistencyRulesSettings() {
  const { t } = useTranslation();
  const settings = useConsistencySettings();
  return (
    <SettingsCard
      id="links-rules-title"
      title={t('links.settings.rules_title')}
      text={t('links.settings.rules_text')}
      query={settings}
    >
      {(stored) => <RulesForm stored={stored} />}
    </SettingsCard>
  );
}
