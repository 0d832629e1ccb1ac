import { updateSettingsSchema } from '@cargo-sentry/contracts/auth/auth';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { quotaOf } from '@/shared/format/quota';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useCurrentUser } from '@/shared/session/session';
import { QuotaText } from '@/shared/ui/quota-text';
import { updateSettings } from '../api/account';
import { FormError } from '../components/form-error';
import { SettingsSection } from '../components/settings-section';

// Every profile field is required here, although the API accepts partial updates.
const profileSchema = updateSettingsSchema
  .pick({ first_name: true, last_name: true, company: true, phone: true })
  .required();
type Profile = z.input<typeof profileSchema>;

export function SettingsProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const form = useForm<Profile>({
    initialValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      company: user?.company ?? '',
      phone: user?.phone ?? '',
    },
    validate: zodValidate(profileSchema, t),
  });
  const save = useMutation({ mutationFn: (values: Profile) => updateSettings(profileSchema.parse(values)) });

  return (
    <SettingsSection title={t('settings.profile.title')} success={save.isSuccess ? t('notices.saved') : null}>
      <FormError error={save.error} />
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput label={t('settings.profile.username')} value={user?.username ?? ''} readOnly variant="filled" />
          {user ? (
            <Stack gap={2} data-testid="profile-quota">
              <Text size="sm" fw={500}>
                {t('quota.label')}
              </Text>
              <QuotaText quota={quotaOf(user)} />
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('settings.profile.last_name')}
              required
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
            <TextInput
              label={t('settings.profile.first_name')}
              required
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('settings.profile.company')}
            required
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
          <TextInput
            label={t('settings.profile.phone')}
            required
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Button
            type="submit"
            loading={save.isPending}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('actions.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
