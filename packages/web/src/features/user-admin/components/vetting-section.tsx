import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { transportFieldNames, type TransportField } from '@cargo-sentry/contracts/verification/form';
import { MultiSelect, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAction } from '../api/user-actions';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

/**
 * Required vetting fields and foreign documents (docs/decisions/0012-verification-settings.md),
 * saved through `update_settings`.
 */
export function VettingSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const save = useUserAction(user.id, 'update_settings');
  const [required, setRequired] = useState<string[]>(user.required_vetting_fields);
  const [isForeign, setIsForeign] = useState(user.foreign_documents);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields = transportFieldNames.filter((field) => required.includes(field)) as TransportField[];
    await save.mutateAsync({ required_vetting_fields: fields, foreign_documents: isForeign }).then(
      () => notifications.show({ color: 'teal', message: t('notices.saved') }),
      () => undefined,
    );
  };
  return (
    <SettingsSection id="user-vetting" title={t('user_admin.vetting.title')}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <MultiSelect
            label={t('user_admin.vetting.required_fields')}
            description={t('user_admin.vetting.required_fields_hint')}
            placeholder={required.length === 0 ? t('user_admin.vetting.none') : undefined}
            data={transportFieldNames.map((field) => ({ value: field, label: t(`verification.fields.${field}`) }))}
            value={required}
            onChange={setRequired}
            searchable
            clearable
          />
          <Switch
            label={t('user_admin.vetting.foreign_documents')}
            description={t('user_admin.vetting.foreign_documents_hint')}
            checked={isForeign}
            onChange={(event) => setIsForeign(event.currentTarget.checked)}
          />
        </Stack>
        <SaveBar isSaving={save.isPending} error={save.error} />
      </form>
    </SettingsSection>
  );
}
