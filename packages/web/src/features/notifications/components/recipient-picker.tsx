import type { UserPickerItem } from '@cargo-sentry/contracts/notifications/notifications';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipientSearch } from '../api/admin-notifications';

interface RecipientPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

const labelOf = (user: UserPickerItem) => {
  const name = `${user.last_name} ${user.first_name}`.trim();
  return `${name || user.username} · ${user.username}${user.company ? ` · ${user.company}` : ''}`;
};

/** Users to notify, found on the server as staff type (`GET user_admin?s=`). */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useRecipientSearch(debounced);
  // Chosen users stay labelled when a later search no longer returns them.
  const [known, setKnown] = useState(new Map<number, UserPickerItem>());
  const options = new Map(known);
  for (const user of found.data?.results ?? []) options.set(user.id, user);

  const handleChange = (ids: string[]) => {
    const next = new Map(known);
    for (const id of ids) {
      const user = options.get(Number(id));
      if (user) next.set(user.id, user);
    }
    setKnown(next);
    onChange(ids.map(Number));
  };

  return (
    <MultiSelect
      label={t('notifications.admin.recipients')}
      placeholder={value.length ? undefined : t('notifications.admin.recipients_placeholder')}
      data={[...options.values()].map((user) => ({ value: String(user.id), label: labelOf(user) }))}
      value={value.map(String)}
      onChange={handleChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the server has searched already: show what it found as it is
      filter={({ options: all }) => all}
      nothingFoundMessage={
        found.isFetching ? t('notifications.admin.searching') : t('notifications.admin.nobody_found')
      }
      maxValues={500}
      hidePickedOptions
      clearable
      withAsterisk
      error={error}
      data-testid="recipient-picker"
    />
  );
}
