import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { passwordSchema } from '@cargo-sentry/contracts/auth/auth';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { usePasswordStrength } from '@/shared/forms/use-password-strength';
import { issueMessage } from '@/shared/forms/zod-validate';
import { NewPasswordInput } from '@/shared/ui/new-password-input';
import { useChangeUserPassword } from '../api/user-actions';
import { PasswordModeField, type PasswordMode } from './password-mode-field';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/** `change_password`: a password staff type, or a generated one e-mailed; the user is signed out everywhere. */
export function PasswordSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const change = useChangeUserPassword(user.id);
  const [mode, setMode] = useState<PasswordMode>('generate');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const strength = usePasswordStrength(password, user);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'set') {
      const parsed = passwordSchema.safeParse(password);
      if (!parsed.success) {
        setError(issueMessage(parsed.error.issues[0], password, t));
        return;
      }
      const problem = strength.problemOf(password);
      if (problem) {
        setError(t(`errors.${problem}`));
        return;
      }
    }
    setError(undefined);
    try {
      await change.mutateAsync(mode === 'set' ? { password } : {});
      setPassword('');
      notifications.show({
        color: 'teal',
        message: t(mode === 'set' ? 'user_admin.password.done' : 'user_admin.password.done_mailed'),
      });
    } catch (failure) {
      const message = apiFieldError(t, failure, 'password');
      if (message) setError(message);
    }
  };
  const isFieldError = !!apiFieldError(t, change.error, 'password');
  return (
    <SettingsSection
      id="user-password"
      title={t('user_admin.password.title')}
      description={t('user_admin.password.hint')}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <PasswordModeField value={mode} onChange={setMode} />
          {mode === 'set' ? (
            <NewPasswordInput
              label={t('user_admin.password.new')}
              required
              value={password}
              error={error}
              onChange={(event) => setPassword(event.currentTarget.value)}
              strength={strength}
              maw={360}
            />
          ) : null}
        </Stack>
        <SaveBar
          isSaving={change.isPending}
          error={isFieldError ? null : change.error}
          label={t('user_admin.password.submit')}
        />
      </form>
    </SettingsSection>
  );
}
