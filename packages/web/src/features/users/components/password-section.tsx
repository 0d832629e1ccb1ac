import { passwordSchema } from '@cargo-sentry/contracts/auth';
import { PasswordInput, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { issueMessage } from '@/shared/forms/zod-validate';
import { useChangeUserPassword } from '../api/user-actions';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/** `change_password`: a password staff type, or a generated one e-mailed; the user is signed out everywhere. */
export function PasswordSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const change = useChangeUserPassword(userId);
  const [mode, setMode] = useState<'generate' | 'set'>('generate');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'set') {
      const parsed = passwordSchema.safeParse(password);
      if (!parsed.success) {
        setError(issueMessage(parsed.error.issues[0], password, t));
        return;
      }
    }
    setError(undefined);
    try {
      await change.mutateAsync(mode === 'set' ? { password } : {});
      setPassword('');
      notifications.show({
        color: 'teal',
        message: t(mode === 'set' ? 'users.password.done' : 'users.password.done_mailed'),
      });
    } catch (failure) {
      const message = apiFieldError(t, failure, 'password');
      if (message) setError(message);
    }
  };
  const isFieldError = !!apiFieldError(t, change.error, 'password');
  return (
    <SettingsSection id="user-password" title={t('users.password.title')} description={t('users.password.hint')}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('users.form.password_mode')}
            value={mode}
            onChange={(value) => setMode(value as 'generate' | 'set')}
            data={[
              { value: 'generate', label: t('users.form.password_generate') },
              { value: 'set', label: t('users.form.password_set') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {mode === 'set' ? (
            <PasswordInput
              label={t('users.password.new')}
              required
              maxLength={128}
              autoComplete="new-password"
              value={password}
              error={error}
              onChange={(event) => setPassword(event.currentTarget.value)}
              maw={360}
            />
          ) : null}
        </Stack>
        <SaveBar
          isSaving={change.isPending}
          error={isFieldError ? null : change.error}
          label={t('users.password.submit')}
        />
      </form>
    </SettingsSection>
  );
}
