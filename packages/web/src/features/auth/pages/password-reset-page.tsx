import { passwordSchema } from '@cargo-sentry/contracts/auth/auth';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/shared/api-client/api-error';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { withConfirmedPassword } from '@/shared/forms/confirmed-password';
import { usePasswordStrength } from '@/shared/forms/use-password-strength';
import { zodValidate } from '@/shared/forms/zod-validate';
import { showNotice } from '@/shared/notice/notice';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';
import { NewPasswordInput } from '@/shared/ui/new-password-input';
import { resetPassword } from '../api/password-recovery';
import { AuthCard } from '../components/auth-card';

const resetFormSchema = z.object({ password: passwordSchema });

interface PasswordResetPageProps {
  /** Called after the password changed; the app shows the login page. */
  onDone: () => void;
}

/** /password_reset?key=…: the form of the e-mailed link (docs/product.md#password-recovery password recovery). */
export function PasswordResetPage({ onDone }: PasswordResetPageProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: withConfirmedPassword(zodValidate(resetFormSchema, t), 'confirm', t),
  });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(key, password),
    onSuccess: () => {
      showNotice('password_changed2', 'success');
      onDone();
    },
    onError: (error) => {
      const passwordError = apiFieldError(t, error, 'password');
      if (passwordError) form.setFieldError('password', passwordError);
    },
  });
  // The key does not tell the page whose account it is: the server adds the account's own words.
  const strength = usePasswordStrength(form.values.password, {});
  const handleSubmit = ({ password }: { password: string }) => {
    const problem = strength.problemOf(password);
    if (problem) return form.setFieldError('password', t(`errors.${problem}`));
    reset.mutate(password);
  };
  const isWrongKey = !key || (isApiError(reset.error) && reset.error.code === 'wrong_key');

  return (
    <AuthCard title={t('auth.reset.title')}>
      {isWrongKey ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" data-testid="wrong-key">
            {t('errors.wrong_key')}
          </Alert>
          <Anchor component={Link} to={paths.recoveryPassword}>
            {t('auth.reset.request_again')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('auth.reset.text')}
            </Text>
            {reset.isError && !apiFieldError(t, reset.error, 'password') ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, reset.error)}
              </Alert>
            ) : null}
            <NewPasswordInput
              label={t('auth.reset.password')}
              required
              {...form.getInputProps('password')}
              value={form.values.password}
              strength={strength}
            />
            <PasswordInput
              label={t('auth.reset.confirm')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirm')}
            />
            <Button type="submit" size="md" loading={reset.isPending} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
