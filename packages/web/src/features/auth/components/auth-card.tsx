import { Paper, Text } from '@mantine/core';
import { PageTitle } from '@/shared/ui/page-title';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}

/** The white card every auth screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <PageTitle>{title}</PageTitle>
      {subtitle ? (
        <Text c="dimmed" mt={-8} mb="lg" size="sm">
          {subtitle}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}
