import { createUserSchema, type CreateUserInput } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { usePasswordStrength } from '@/shared/forms/use-password-strength';
import { zodValidate } from '@/shared/forms/zod-validate';
import { paths } from '@/shared/routing/paths';
import { errorText } from '@/shared/ui/error-text';
import { NewPasswordInput } from '@/shared/ui/new-password-input';
import { useCreateUser } from '../api/create-user';
import { allowedIpsError, parseAllowedIps } from '../lib/allowed-ips';
import { AccessLevelField } from './access-level-field';
import { AllowedIpsField } from './allowed-ips-field';
import { PasswordModeField } from './password-mode-field';
import { PersonFields } from './person-fields';

const initialValues = {
  username: '',
  email: '',
  passwordMode: 'generate' as 'generate' | 'set',
  password: '',
  first_name: '',
  last_name: '',
  position: '',
  company: '',
  notification_language: 'ru' as 'ru' | 'en',
  subscribed: true,
  access_level: 'full' as 'full' | 'limited',
  allowed_ips: '',
  verification_count: 0 as number | string,
};
type Values = typeof initialValues;

/** The form as the API wants it: a generated password is no password; the allow-list a list. */
function toRequest(values: Values): CreateUserInput {
  const { passwordMode, password, allowed_ips, verification_count, ...rest } = values;
  return {
    ...rest,
    password: passwordMode === 'set' ? password : undefined,
    allowed_ips: parseAllowedIps(allowed_ips),
    verification_count: verification_count === '' ? 0 : Number(verification_count),
  };
}

const serverFields = ['username', 'email', 'password'] as const;

/** docs/product.md#new-user; on success the new account's page opens. */
export function CreateUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useForm({ initialValues, validate: zodValidate(createUserSchema, t, toRequest) });
  const handleClose = () => {
    create.reset();
    form.reset();
    onClose();
  };
  const { username, email, company } = form.values;
  const strength = usePasswordStrength(form.values.password, { username, email, company });
  const handleSubmit = async (values: Values) => {
    const problem = values.passwordMode === 'set' ? strength.problemOf(values.password) : undefined;
    if (problem) return form.setFieldError('password', t(`errors.${problem}`));
    try {
      const user = await create.mutateAsync(toRequest(values));
      notifications.show({
        color: 'teal',
        message: t(values.passwordMode === 'generate' ? 'user_admin.create.done_mailed' : 'user_admin.create.done', {
          username: user.username,
        }),
      });
      handleClose();
      await navigate(paths.userSettings.build(user.id));
    } catch (failure) {
      for (const field of serverFields) {
        const message = apiFieldError(t, failure, field);
        if (message) form.setFieldError(field, message);
      }
    }
  };
  const isFieldError = serverFields.some((field) => apiFieldError(t, create.error, field));
  const ipError = allowedIpsError(form.errors, form.values.allowed_ips, (value) =>
    t('user_admin.form.bad_ip', { value }),
  );

  return (
    <Modal opened={opened} onClose={handleClose} title={t('user_admin.create.title')} size="lg">
      <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
        <Stack gap="md">
          {create.error && !isFieldError ? (
            <Alert color="red" role="alert">
              {errorText(t, create.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('user_admin.form.username')}
              description={t('user_admin.form.username_hint')}
              required
              maxLength={64}
              autoComplete="off"
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('user_admin.form.email')}
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <PasswordModeField
              value={form.values.passwordMode}
              onChange={(mode) => form.setFieldValue('passwordMode', mode)}
            />
            {form.values.passwordMode === 'set' ? (
              <NewPasswordInput
                label={t('user_admin.form.password')}
                required
                {...form.getInputProps('password')}
                value={form.values.password}
                strength={strength}
              />
            ) : null}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PersonFields inputProps={form.getInputProps} />
            <NumberInput
              label={t('user_admin.form.verification_count')}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('verification_count')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('user_admin.form.subscribed')}
            {...form.getInputProps('subscribed', { type: 'checkbox' })}
          />
          <AccessLevelField
            value={form.values.access_level}
            onChange={(value) => form.setFieldValue('access_level', value as Values['access_level'])}
          />
          <AllowedIpsField
            value={form.values.allowed_ips}
            error={ipError}
            onChange={(value) => form.setFieldValue('allowed_ips', value)}
          />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('user_admin.form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('user_admin.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
