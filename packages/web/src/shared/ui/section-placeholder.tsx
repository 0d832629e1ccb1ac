import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

interface SectionPlaceholderProps {
  title: string;
  description?: string;
  /** What of the section already exists, shown above the empty state. */
  children?: React.ReactNode;
}

/** The honest empty state of a section whose screens are not built yet. */
export function SectionPlaceholder({ title, description, children }: SectionPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {description ? (
        <Text c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" gap="xs" py="xl" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconTools size={26} />
          </ThemeIcon>
          <Text fw={600} size="lg" component="h2">
            {t('states.empty_title')}
          </Text>
          <Text c="dimmed" maw={460}>
            {t('states.empty_text')}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
