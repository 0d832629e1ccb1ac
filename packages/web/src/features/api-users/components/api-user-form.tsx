import { apiUserWriteSchema, type ApiUser, type ApiUserWriteInput } from '@cargo-sentry/contracts/api-users/api-users';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { zodValidate } from '@/shared/forms/zod-validate';
import { errorText } from '@/shared/ui/error-text';

interface ApiUserFormProps {
  /** The API user being edited; a new one when absent. */
  apiUser?: ApiUser;
  submitLabel: string;
  isSaving: boolean;
  error: unknown;
  /** Saves; a refusal naming the e-mail (taken) is shown by the field. */
  onSubmit: (values: ApiUserWriteInput) => Promise<unknown>;
  onCancel?: () => void;
}

const valuesOf = (apiUser?: ApiUser): Required<ApiUserWriteInput> => ({
  company: apiUser?.company ?? '',
  first_name: apiUser?.first_name ?? '',
  last_name: apiUser?.last_name ?? '',
  email: apiUser?.email ?? '',
  access_level: apiUser?.access_level ?? 'full',
  is_active: apiUser?.is_active ?? true,
});

/** Company, contact, access level and the active flag of an API user; checked with the API's own schema. */
export function ApiUserForm({ apiUser, submitLabel, isSaving, error, onSubmit, onCancel }: ApiUserFormProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: valuesOf(apiUser), validate: zodValidate(apiUserWriteSchema, t) });
  const emailError = apiFieldError(t, error, 'email');
  const handleSubmit = async (values: ApiUserWriteInput) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      const message = apiFieldError(t, failure, 'email');
      if (message) form.setFieldError('email', message);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
      <Stack gap="md">
        {error && !emailError ? (
          <Alert color="red" role="alert">
            {errorText(t, error)}
          </Alert>
        ) : null}
        <TextInput label={t('api_users.form.company')} required maxLength={200} {...form.getInputProps('company')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('api_users.form.first_name')}
            required
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('api_users.form.last_name')}
            required
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('api_users.form.email')}
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Radio.Group label={t('api_users.form.access_level')} {...form.getInputProps('access_level')}>
          <Group gap="lg" mt={6}>
            <Radio value="full" label={t('api_users.form.access_full')} />
            <Radio value="limited" label={t('api_users.form.access_limited')} />
          </Group>
        </Radio.Group>
        <Switch label={t('api_users.form.is_active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
        <Group gap="sm">
          <Button type="submit" loading={isSaving}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('api_users.form.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
