import { Paper, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { SettingsState } from './settings-state';

interface SettingsCardProps<T> {
  id: string;
  title: string;
  text: string;
  query: UseQueryResult<T>;
  /** The section's form, once its settings are loaded. */
  children: (stored: T) => React.ReactNode;
}

/** One settings section: its title and what it does, then its form, or its loading or failure. */
export function SettingsCard<T>({ id, title, text, query, children }: SettingsCardProps<T>) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb={4} id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {text}
      </Text>
      {query.data !== undefined ? (
        children(query.data)
      ) : (
        <SettingsState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Paper>
  );
}
