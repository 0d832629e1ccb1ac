import { changePasswordSchema } from '@cargo-sentry/contracts/auth/auth';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { withConfirmedPassword } from '@/shared/forms/confirmed-password';
import { usePasswordStrength } from '@/shared/forms/use-password-strength';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useCurrentUser } from '@/shared/session/session';
import { NewPasswordInput } from '@/shared/ui/new-password-input';
import { changePassword } from '../api/account';
import { FormError } from '../components/form-error';
import { SettingsSection } from '../components/settings-section';

const initialValues = { current_password: '', password: '', confirm: '' };

export function SettingsPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues,
    validate: withConfirmedPassword(zodValidate(changePasswordSchema, t), 'confirm', t),
  });
  const save = useMutation({
    mutationFn: ({ current_password, password }: typeof initialValues) =>
      changePassword({ current_password, password }),
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (isApiError(error) && error.code === 'current_password_wrong') {
        form.setFieldError('current_password', t('errors.current_password_wrong'));
      }
      const passwordError = apiFieldError(t, error, 'password');
      if (passwordError) form.setFieldError('password', passwordError);
    },
  });
  const user = useCurrentUser();
  const strength = usePasswordStrength(form.values.password, {
    username: user?.username,
    email: user?.email,
    company: user?.company,
  });
  const handleSubmit = (values: typeof initialValues) => {
    const problem = strength.problemOf(values.password);
    if (problem) return form.setFieldError('password', t(`errors.${problem}`));
    save.mutate(values);
  };
  const isFieldError =
    (isApiError(save.error) && save.error.code === 'current_password_wrong') ||
    !!apiFieldError(t, save.error, 'password');

  return (
    <SettingsSection
      title={t('settings.password.title')}
      success={save.isSuccess ? t('notices.password_changed') : null}
    >
      {isFieldError ? null : <FormError error={save.error} />}
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('settings.password.current')}
            required
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <NewPasswordInput
            label={t('settings.password.new')}
            required
            {...form.getInputProps('password')}
            value={form.values.password}
            strength={strength}
          />
          <PasswordInput
            label={t('settings.password.confirm')}
            required
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('settings.password.submit')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
