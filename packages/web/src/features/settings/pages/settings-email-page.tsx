import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useCurrentUser } from '@/shared/session/session';
import { confirmEmail, updateSettings } from '../api/account';
import { FormError } from '../components/form-error';
import { SettingsSection } from '../components/settings-section';

const emailSchema = z.object({ email: z.email().max(254) });

/**
 * A new e-mail is confirmed from that address (issue 23 §25): the request answers the same whether
 * another account has it or not, and the mail's link (`?key=…`) brings the user back here.
 */
export function SettingsEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const key = search.get('key');
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(emailSchema, t) });
  const request = useMutation({
    mutationFn: (email: string) => updateSettings({ email }),
    onSuccess: () => form.reset(),
  });
  const confirm = useMutation({
    mutationFn: (value: string) => confirmEmail(value),
    // The key is spent: drop it from the address bar.
    onSuccess: () => setSearch({}, { replace: true }),
  });

  return (
    <SettingsSection title={t('settings.email.title')} success={confirm.isSuccess ? t('notices.email_changed') : null}>
      {key ? (
        <Stack gap="md" mb="lg">
          <FormError error={confirm.error} />
          <Button loading={confirm.isPending} onClick={() => confirm.mutate(key)} style={{ alignSelf: 'flex-start' }}>
            {t('settings.email.confirm')}
          </Button>
        </Stack>
      ) : null}
      {request.isSuccess ? (
        <Alert color="blue" variant="light" role="status" mb="md" data-testid="email-link-sent">
          {t('settings.email.link_sent', { email: request.variables })}
        </Alert>
      ) : null}
      <FormError error={request.error} />
      <form onSubmit={form.onSubmit((values) => request.mutate(values.email.trim()))} noValidate>
        <Stack gap="md">
          <TextInput label={t('settings.email.current')} value={user?.email ?? ''} readOnly variant="filled" />
          <TextInput
            label={t('settings.email.new')}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('settings.email.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
