import { publishConsentSchema, type ConsentTexts } from '@cargo-sentry/contracts/consent/consent';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { usePublishConsent } from '../api/publish-consent';

const fields = ['text_ru', 'text_en', 'biometric_ru', 'biometric_en'] as const;

/** Staff write a new version of the consent document, starting from the current one (issue 28 §3). */
export function PublishConsentForm({ current }: { current: ConsentTexts | undefined }) {
  const { t } = useTranslation();
  const publish = usePublishConsent();
  const form = useForm<ConsentTexts>({
    initialValues: current ?? { text_ru: '', text_en: '', biometric_ru: '', biometric_en: '' },
    validate: (values) => {
      const parsed = publishConsentSchema.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), t('consent_admin.form.text_invalid')]),
      );
    },
  });

  const handleSubmit = (values: ConsentTexts) =>
    publish.mutate(values, {
      onSuccess: (version) =>
        notifications.show({
          color: 'green',
          message: t('consent_admin.form.published', { version: version.version }),
        }),
    });

  const code = publish.error ? (isApiError(publish.error) ? publish.error.code : 'unknown') : null;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('consent_admin.form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {fields.map((field) => (
              <Textarea
                key={field}
                label={t(`consent_admin.fields.${field}`)}
                autosize
                minRows={3}
                maxLength={4000}
                required
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          {code ? (
            <Alert color="red" role="alert">
              {t(`errors.${code}`, { defaultValue: t('errors.unknown') })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={publish.isPending}>
              {t('consent_admin.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
