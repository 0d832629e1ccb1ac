import {
  retentionBounds,
  type RetentionCategory,
  type RetentionSettings,
} from '@cargo-sentry/contracts/personal-data/retention';
import { registerDefinitions } from '@cargo-sentry/contracts/registers/definitions';
import { registerNames } from '@cargo-sentry/contracts/registers/registers';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { useSaveRetention } from '../api/save-retention';
import {
  retentionErrors,
  singleCategories,
  toRetentionSettings,
  type RetentionFormValues,
} from '../lib/retention-errors';

/** Staff's retention periods (issue 28 §1): days per category and per register, within the contract's bounds. */
export function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const save = useSaveRetention();
  const boundsText = (category: RetentionCategory) =>
    t('personal_data.retention.bounds', { min: retentionBounds[category].min, max: retentionBounds[category].max });
  const form = useForm<RetentionFormValues>({
    initialValues: settings,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(retentionErrors(values)).map(([path, category]) => [path, boundsText(category)]),
      ),
  });
  const handleSubmit = async (values: RetentionFormValues) => {
    const saved = await save.mutateAsync(toRetentionSettings(values));
    form.resetDirty(saved);
    notifications.show({ color: 'teal', message: t('personal_data.retention.saved') });
  };
  const field = (path: string, category: RetentionCategory, label: string) => (
    <NumberInput
      key={path}
      label={label}
      description={boundsText(category)}
      min={retentionBounds[category].min}
      max={retentionBounds[category].max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      suffix={` ${t('personal_data.retention.days_suffix')}`}
      disabled={retentionBounds[category].min === retentionBounds[category].max}
      {...form.getInputProps(path)}
    />
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="retention-title">
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values).catch(() => undefined))} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="retention-title">
              {t('personal_data.retention.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('personal_data.retention.intro')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {singleCategories.map((category) => field(category, category, t(`personal_data.categories.${category}`)))}
          </SimpleGrid>
          <Title order={3} size="h5">
            {t('personal_data.categories.register_rows')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {registerNames.map((name) =>
              field(`register_rows.${name}`, 'register_rows', registerDefinitions[name].title[locale]),
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('personal_data.retention.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
