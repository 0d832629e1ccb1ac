import { forgotPasswordSchema } from '@cargo-sentry/contracts/auth/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { zodValidate } from '@/shared/forms/zod-validate';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';
import { requestPasswordReset } from '../api/password-recovery';
import { AuthCard } from '../components/auth-card';

/** A failure the user can act on; anything else still gets the neutral answer (no enumeration). */
const isActionable = (error: unknown) => isApiError(error) && (error.status === 0 || error.status === 429);

export function RecoveryPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(forgotPasswordSchema, t) });
  const recover = useMutation({ mutationFn: requestPasswordReset });
  const isSent = recover.isSuccess || (recover.isError && !isActionable(recover.error));

  return (
    <AuthCard title={t('auth.recovery.title')}>
      {isSent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status" data-testid="recovery-sent">
            {t('auth.recovery.sent')}
          </Alert>
          <Anchor component={Link} to={paths.login}>
            {t('auth.recovery.back_to_login')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((values) => recover.mutate(values.email.trim()))} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('auth.recovery.text')}
            </Text>
            {recover.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(t, recover.error)}
              </Alert>
            ) : null}
            <TextInput
              label={t('auth.recovery.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" loading={recover.isPending} fullWidth>
              {t('auth.recovery.submit')}
            </Button>
            <Anchor component={Link} to={paths.login} size="sm" ta="center">
              {t('auth.recovery.back_to_login')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
