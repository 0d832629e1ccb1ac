import type { Locale } from '@cargo-sentry/contracts/shared/common';
import { Button, Select, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';
import { updateSettings } from '../api/account';
import { FormError } from '../components/form-error';
import { SavedFiltersSection } from '../components/saved-filters-section';
import { SettingsSection } from '../components/settings-section';

export function SettingsNotifyPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = useForm({
    initialValues: {
      notification_language: user?.notification_language ?? 'ru',
      subscribed: user?.subscribed ?? false,
    },
  });
  const save = useMutation({ mutationFn: updateSettings });

  return (
    <>
      <SettingsSection title={t('settings.notify.title')} success={save.isSuccess ? t('notices.saved') : null}>
        <FormError error={save.error} />
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <Stack gap="lg">
            <Select
              label={t('settings.notify.language')}
              data={[
                { value: 'ru', label: t('language.names.ru') },
                { value: 'en', label: t('language.names.en') },
              ]}
              allowDeselect={false}
              value={form.values.notification_language}
              onChange={(value) => form.setFieldValue('notification_language', (value ?? 'ru') as Locale)}
            />
            <Switch
              label={t('settings.notify.subscribed')}
              {...form.getInputProps('subscribed', { type: 'checkbox' })}
            />
            <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('actions.save')}
            </Button>
          </Stack>
        </form>
      </SettingsSection>
      <SavedFiltersSection />
    </>
  );
}
