import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchBarProps {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  /** The list's actions, at the right (below the field on a narrow screen). */
  children?: React.ReactNode;
}

/** The search field above a list, with the list's actions beside it. */
export function SearchBar({ label, placeholder, value, maxLength, onChange, children }: SearchBarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <TextInput
        label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: '1 1 260px', maxWidth: 420 }}
      />
      {children}
    </Group>
  );
}
