import { Paper, Text, Title } from '@mantine/core';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}

/** One titled block of the user page; its heading names the region for screen readers. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
