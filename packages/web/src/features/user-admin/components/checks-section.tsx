import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { checkNames, type CheckName } from '@cargo-sentry/contracts/auth/auth';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAction } from '../api/user-actions';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/**
 * `set_disable_verifications`: a box per check of docs/product.md#per-user-verification-settings, ticked = the user may run it. Staff think
 * in what a user can do; the API stores what is disabled.
 */
export function ChecksSection({ user }: { user: Pick<AdminUser, 'id' | 'disabled_checks'> }) {
  const { t } = useTranslation();
  const save = useUserAction(user.id, 'set_disable_verifications');
  const [enabled, setEnabled] = useState<string[]>(checkNames.filter((check) => !user.disabled_checks.includes(check)));
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const disabled = checkNames.filter((check) => !enabled.includes(check)) as CheckName[];
    await save.mutateAsync({ disabled_checks: disabled }).then(
      () => notifications.show({ color: 'teal', message: t('notices.saved') }),
      () => undefined,
    );
  };
  return (
    <SettingsSection id="user-checks" title={t('user_admin.checks.title')} description={t('user_admin.checks.hint')}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Checkbox.Group value={enabled} onChange={setEnabled} aria-labelledby="user-checks">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            {checkNames.map((check) => (
              <Checkbox key={check} value={check} label={t(`verification.checks.${check}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SaveBar isSaving={save.isPending} error={save.error} label={t('user_admin.checks.save')} />
      </form>
    </SettingsSection>
  );
}
