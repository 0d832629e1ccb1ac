import { tokenRequestSchema } from '@cargo-sentry/contracts/auth/auth';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { zodValidate } from '@/shared/forms/zod-validate';
import { dismissNotice } from '@/shared/notice/notice';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { UnlockOffer } from '../components/unlock-offer';

/** The account an unlock link named (`UnlockRoute`), to fill in. */
function unlockedUsername(state: unknown): string {
  const username = (state as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username : '';
}

interface LoginPageProps {
  /** Called after the token pair is saved, with the `next` page the guard asked for. */
  onSignedIn: (next: string | null) => void;
}

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const form = useForm({
    initialValues: { username: unlockedUsername(location.state), password: '' },
    validate: zodValidate(tokenRequestSchema, t),
  });
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      dismissNotice();
      onSignedIn(search.get('next'));
    },
  });
  // Refused for too many attempts: a stranger may have locked the account (issue 23 §17).
  const lockedLogin = isApiError(login.error) && login.error.status === 429 ? login.variables?.username : undefined;
  const failure = login.isError
    ? isApiError(login.error) && login.error.status === 401
      ? t('errors.invalid_credentials')
      : errorText(t, login.error)
    : null;

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              {failure}
            </Alert>
          ) : null}
          {lockedLogin ? <UnlockOffer key={lockedLogin} username={lockedLogin} /> : null}
          <TextInput
            label={t('auth.login.username')}
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('auth.login.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.recoveryPassword} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={login.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.login.no_account')}{' '}
            <Anchor component={Link} to={paths.registrationPre} fw={600}>
              {t('auth.login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
