import { adminUpdateSettingsSchema, type AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Checkbox, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useUserAction } from '../api/user-actions';
import { allowedIpsError, formatAllowedIps, parseAllowedIps } from '../lib/allowed-ips';
import { AccessLevelField } from './access-level-field';
import { AllowedIpsField } from './allowed-ips-field';
import { PersonFields } from './person-fields';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

const valuesOf = (user: AdminUser) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  company: user.company,
  position: user.position,
  email: user.email,
  notification_language: user.notification_language,
  subscribed: user.subscribed,
  access_level: user.access_level,
  can_do_reports: user.can_do_reports,
  allowed_ips: formatAllowedIps(user.allowed_ips),
});
type Values = ReturnType<typeof valuesOf>;
const toRequest = (values: Values) => ({ ...values, allowed_ips: parseAllowedIps(values.allowed_ips) });

/** `update_settings`: names, contact, language, access level, report rights and the IP allow-list. */
export function ProfileSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const save = useUserAction(user.id, 'update_settings');
  const form = useForm({
    initialValues: valuesOf(user),
    validate: zodValidate(adminUpdateSettingsSchema, t, toRequest),
  });
  const ipError = allowedIpsError(form.errors, form.values.allowed_ips, (value) =>
    t('user_admin.form.bad_ip', { value }),
  );
  const handleSubmit = async (values: Values) => {
    try {
      const saved = await save.mutateAsync(toRequest(values));
      form.resetDirty(valuesOf(saved));
      notifications.show({ color: 'teal', message: t('notices.saved') });
    } catch (failure) {
      const message = apiFieldError(t, failure, 'email');
      if (message) form.setFieldError('email', message);
    }
  };
  return (
    <SettingsSection id="user-profile" title={t('user_admin.profile.title')}>
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PersonFields inputProps={form.getInputProps}>
              <TextInput
                label={t('user_admin.form.email')}
                type="email"
                required
                maxLength={254}
                {...form.getInputProps('email')}
              />
            </PersonFields>
          </SimpleGrid>
          <Checkbox
            label={t('user_admin.form.subscribed')}
            {...form.getInputProps('subscribed', { type: 'checkbox' })}
          />
          <AccessLevelField
            value={form.values.access_level}
            onChange={(value) => form.setFieldValue('access_level', value as Values['access_level'])}
          />
          <Switch
            label={t('user_admin.form.can_do_reports')}
            description={t('user_admin.form.can_do_reports_hint')}
            {...form.getInputProps('can_do_reports', { type: 'checkbox' })}
          />
          <AllowedIpsField
            value={form.values.allowed_ips}
            error={ipError}
            onChange={(value) => form.setFieldValue('allowed_ips', value)}
          />
        </Stack>
        <SaveBar isSaving={save.isPending} error={apiFieldError(t, save.error, 'email') ? null : save.error} />
      </form>
    </SettingsSection>
  );
}
