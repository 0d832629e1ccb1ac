import { maxCommercialPrudenceLimit, type AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { NumberInput, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAction } from '../api/user-actions';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/** `set_commercial_prudence_limit`: the prudence section on or off, and a limit when wanted. */
export function PrudenceSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const save = useUserAction(user.id, 'set_commercial_prudence_limit');
  const [isEnabled, setIsEnabled] = useState(user.enable_commercial_prudence);
  const [isLimited, setIsLimited] = useState(user.commercial_prudence_limit_enabled);
  const [limit, setLimit] = useState<number | string>(user.commercial_prudence_limit);
  const [error, setError] = useState<string>();
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = typeof limit === 'number' ? limit : Number.parseInt(limit || '0', 10);
    if (!Number.isInteger(value) || value < 0 || value > maxCommercialPrudenceLimit) {
      setError(t('validation.invalid'));
      return;
    }
    setError(undefined);
    await save
      .mutateAsync({
        enable_commercial_prudence: isEnabled,
        commercial_prudence_limit_enabled: isLimited,
        commercial_prudence_limit: value,
      })
      .then(
        () => notifications.show({ color: 'teal', message: t('notices.saved') }),
        () => undefined,
      );
  };
  return (
    <SettingsSection id="user-prudence" title={t('user_admin.prudence.title')}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <Switch
            label={t('user_admin.prudence.enabled')}
            checked={isEnabled}
            onChange={(event) => setIsEnabled(event.currentTarget.checked)}
          />
          <Switch
            label={t('user_admin.prudence.limit_enabled')}
            checked={isLimited}
            disabled={!isEnabled}
            onChange={(event) => setIsLimited(event.currentTarget.checked)}
          />
          <NumberInput
            label={t('user_admin.prudence.limit')}
            description={t('user_admin.prudence.limit_hint')}
            min={0}
            max={maxCommercialPrudenceLimit}
            allowDecimal={false}
            allowNegative={false}
            disabled={!isEnabled || !isLimited}
            value={limit}
            error={error}
            onChange={setLimit}
            w={220}
          />
        </Stack>
        <SaveBar isSaving={save.isPending} error={save.error} />
      </form>
    </SettingsSection>
  );
}
