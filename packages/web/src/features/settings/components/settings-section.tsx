import { Alert, Paper, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

interface SettingsSectionProps {
  title: string;
  /** The success notice of the last save ("Saved.", "E-mail changed.", …). */
  success?: string | null;
  children: React.ReactNode;
}

export function SettingsSection({ title, success, children }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {success ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck />}
          role="status"
          mb="md"
          data-testid="settings-success"
        >
          {success}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}
