import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type PersonField = 'first_name' | 'last_name' | 'company' | 'position' | 'notification_language';

interface PersonFieldsProps {
  /** The form's `getInputProps`. */
  inputProps: (field: PersonField) => GetInputPropsReturnType;
  /** Fields that go between the position and the language (grid order). */
  children?: React.ReactNode;
}

/**
 * Who the account belongs to and the language of their mail, as cells of the caller's grid; the
 * new-user dialog and the account's profile ask the same.
 */
export function PersonFields({ inputProps, children }: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('user_admin.form.first_name')} maxLength={100} {...inputProps('first_name')} />
      <TextInput label={t('user_admin.form.last_name')} maxLength={100} {...inputProps('last_name')} />
      <TextInput label={t('user_admin.form.company')} required maxLength={200} {...inputProps('company')} />
      <TextInput label={t('user_admin.form.position')} maxLength={200} {...inputProps('position')} />
      {children}
      <Select
        label={t('user_admin.form.language')}
        data={[
          { value: 'ru', label: t('language.names.ru') },
          { value: 'en', label: t('language.names.en') },
        ]}
        allowDeselect={false}
        {...inputProps('notification_language')}
      />
    </>
  );
}
