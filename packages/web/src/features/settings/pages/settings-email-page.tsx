import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/shared/api-client/api-error';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useCurrentUser } from '@/shared/session/session';
import { updateSettings } from '../api/account';
import { FormError } from '../components/form-error';
import { SettingsSection } from '../components/settings-section';

const emailSchema = z.object({ email: z.email().max(254) });

export function SettingsEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(emailSchema, t) });
  const save = useMutation({
    mutationFn: (email: string) => updateSettings({ email }),
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (isApiError(error) && error.code === 'email_taken') form.setFieldError('email', t('errors.email_taken'));
    },
  });
  const isFieldError = isApiError(save.error) && save.error.code === 'email_taken';

  return (
    <SettingsSection title={t('settings.email.title')} success={save.isSuccess ? t('notices.email_changed') : null}>
      {isFieldError ? null : <FormError error={save.error} />}
      <form onSubmit={form.onSubmit((values) => save.mutate(values.email.trim()))} noValidate>
        <Stack gap="md">
          <TextInput label={t('settings.email.current')} value={user?.email ?? ''} readOnly variant="filled" />
          <TextInput
            label={t('settings.email.new')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('settings.email.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
