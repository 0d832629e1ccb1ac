import { userSortFields, type UserSortField } from '@cargo-sentry/contracts/user-admin/user-admin';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const labelKeys: Record<UserSortField, string> = {
  name: 'user_admin.list.name',
  username: 'user_admin.list.username',
  email: 'user_admin.list.email',
  last_login: 'user_admin.list.last_login',
  registration_date: 'user_admin.list.registered',
};

/** The list order where the cards have no column headers to click (375 px). */
export function SortSelect({ ordering, onChange }: { ordering: string; onChange: (ordering: string) => void }) {
  const { t } = useTranslation();
  const data = userSortFields.flatMap((field) => {
    const kind = field === 'last_login' || field === 'registration_date' ? 'date' : 'text';
    const column = t(labelKeys[field]);
    return [
      { value: field, label: t(`user_admin.list.sort_ascending_${kind}`, { column }) },
      { value: `-${field}`, label: t(`user_admin.list.sort_descending_${kind}`, { column }) },
    ];
  });
  return (
    <Select
      label={t('user_admin.list.sort')}
      data={data}
      value={ordering}
      allowDeselect={false}
      onChange={(value) => value && onChange(value)}
      maw={320}
    />
  );
}
