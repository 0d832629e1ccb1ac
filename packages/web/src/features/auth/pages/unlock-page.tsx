import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { showNotice } from '@/shared/notice/notice';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';
import { wrappingLabel } from '../components/wrapping-label';
import { confirmUnlock } from '../api/unlock';
import { AuthCard } from '../components/auth-card';

interface UnlockPageProps {
  /** Called once this browser is unlocked, with the account to sign in as. */
  onUnlocked: (username: string) => void;
}

/**
 * /unlock?key=…: the page of the e-mailed unlock link. It spends the key only on a click, so a
 * mail scanner fetching the link does not use it up; the password is asked for afterwards.
 */
export function UnlockPage({ onUnlocked }: UnlockPageProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const unlock = useMutation({
    mutationFn: () => confirmUnlock(key),
    onSuccess: (username) => {
      showNotice('unlocked', 'success');
      onUnlocked(username);
    },
  });
  const isWrongKey = !key || (isApiError(unlock.error) && unlock.error.code === 'wrong_key');

  return (
    <AuthCard title={t('auth.unlock.title')}>
      {isWrongKey ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" data-testid="wrong-key">
            {t('errors.wrong_key')}
          </Alert>
          <Anchor component={Link} to={paths.login}>
            {t('auth.unlock.back_to_login')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('auth.unlock.text')}</Text>
          {unlock.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, unlock.error)}
            </Alert>
          ) : null}
          <Button size="md" fullWidth loading={unlock.isPending} onClick={() => unlock.mutate()} styles={wrappingLabel}>
            {t('auth.unlock.submit')}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {t('auth.unlock.back_to_login')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
