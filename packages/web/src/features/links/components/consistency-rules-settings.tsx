import { consistencyRules, type ConsistencySettings } from '@cargo-sentry/contracts/identity-links/consistency';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsistencySettings, useSaveConsistencySettings } from '../api/links-settings';
import { rulesFormValues, rulesSettingsOf, validateRules, type RulesFormValues } from '../lib/rule-settings-form';
import { RuleFieldset } from './rule-fieldset';
import { SaveState } from './save-state';
import { SettingsState } from './settings-state';

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
        <SaveState isSaved={save.isSuccess} error={save.error} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff's settings of the consistency rules (issue 27 §2): each rule's window and the counts that make it a warning or an alert. */
export function ConsistencyRulesSettings() {
  const { t } = useTranslation();
  const settings = useConsistencySettings();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="links-rules-title">
      <Title order={2} fz="lg" mb={4} id="links-rules-title">
        {t('links.settings.rules_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('links.settings.rules_text')}
      </Text>
      {settings.data ? (
        <RulesForm stored={settings.data} />
      ) : (
        <SettingsState error={settings.error} onRetry={() => void settings.refetch()} />
      )}
    </Paper>
  );
}
