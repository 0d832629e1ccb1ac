import { registrationSchema } from '@cargo-sentry/contracts/auth/auth';
import type { NamedOption } from '@cargo-sentry/contracts/platform/platform';
import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFieldError } from '@/shared/forms/api-field-error';
import { withConfirmedPassword } from '@/shared/forms/confirmed-password';
import { usePasswordStrength } from '@/shared/forms/use-password-strength';
import { zodValidate } from '@/shared/forms/zod-validate';
import { nameOf } from '@/shared/i18n/bilingual-name';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';
import { NewPasswordInput } from '@/shared/ui/new-password-input';
import { fieldsOfActivityQuery, officeFunctionsQuery, register } from '../api/registration';
import { AuthCard } from '../components/auth-card';
import { RegistrationDone } from '../components/registration-done';

const initialValues = {
  last_name: '',
  first_name: '',
  company: '',
  inn: '',
  field_of_activity: null as string | null,
  office_function: null as string | null,
  phone: '',
  email: '',
  password: '',
  password_confirm: '',
};
type Values = typeof initialValues;

function toRegistration({ password_confirm: _confirm, ...values }: Values) {
  return {
    ...values,
    email: values.email.trim(),
    field_of_activity: values.field_of_activity ? Number(values.field_of_activity) : undefined,
    office_function: values.office_function ? Number(values.office_function) : undefined,
  };
}

/** /registration: the form of docs/product.md#registration-form, validated with the contract schema. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const officeFunctions = useQuery(officeFunctionsQuery);
  const fieldsOfActivity = useQuery(fieldsOfActivityQuery);
  const form = useForm({
    initialValues,
    validate: withConfirmedPassword(zodValidate(registrationSchema, t, toRegistration), 'password_confirm', t),
  });
  const submit = useMutation({
    mutationFn: (values: Values) => register(registrationSchema.parse(toRegistration(values))),
    onError: (error) => {
      const passwordError = apiFieldError(t, error, 'password');
      if (passwordError) form.setFieldError('password', passwordError);
    },
  });
  const owner = { email: form.values.email.trim(), company: form.values.company };
  const strength = usePasswordStrength(form.values.password, owner);
  const handleSubmit = (values: Values) => {
    const problem = strength.problemOf(values.password);
    if (problem) return form.setFieldError('password', t(`errors.${problem}`));
    submit.mutate(values);
  };
  // A registered e-mail is not an error here (it is answered like a new one), so only the password is.
  const isShownByField = !!apiFieldError(t, submit.error, 'password');

  if (submit.isSuccess) return <RegistrationDone email={form.values.email.trim()} />;

  const toOptions = (list: NamedOption[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: nameOf(o, locale) }));
  const field = (name: keyof Values) => ({
    label: t(`auth.registration.${name}`),
    required: true,
    ...form.getInputProps(name),
  });
  const select = (name: 'field_of_activity' | 'office_function', query: typeof officeFunctions) =>
    query.isPending ? (
      <Skeleton height={62} radius="md" />
    ) : (
      <Select
        {...field(name)}
        data={toOptions(query.data)}
        placeholder={t('auth.registration.choose')}
        searchable
        allowDeselect={false}
      />
    );

  return (
    <AuthCard title={t('auth.registration.title')}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          {submit.isError && !isShownByField ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(t, submit.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput {...field('last_name')} autoComplete="family-name" />
            <TextInput {...field('first_name')} autoComplete="given-name" />
          </SimpleGrid>
          <TextInput {...field('company')} autoComplete="organization" />
          <TextInput {...field('inn')} inputMode="numeric" maxLength={12} />
          {select('field_of_activity', fieldsOfActivity)}
          {select('office_function', officeFunctions)}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput {...field('phone')} type="tel" autoComplete="tel" />
            <TextInput {...field('email')} type="email" autoComplete="email" />
          </SimpleGrid>
          <NewPasswordInput {...field('password')} value={form.values.password} strength={strength} />
          <PasswordInput {...field('password_confirm')} autoComplete="new-password" />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={submit.isPending} fullWidth>
              {t('auth.registration.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
