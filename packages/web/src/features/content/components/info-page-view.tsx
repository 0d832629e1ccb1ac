import type { InfoPage, InfoPageName } from '@cargo-sentry/contracts/content/content';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import { ErrorState } from '@/shared/ui/error-state';
import { PageTitle } from '@/shared/ui/page-title';
import { useInfoPage } from '../api/get-info-page';
import { localized } from '../lib/localized';
import { InfoPageEditor } from './info-page-editor';

interface InfoPageViewProps {
  name: InfoPageName;
  /** The page title while loading or when the page failed (the page's own title once loaded). */
  fallbackTitle: string;
  hasSections?: boolean;
  /** How the page's Markdown is shown; the whole text as one document by default. */
  children: (page: InfoPage, body: string) => React.ReactNode;
}

/** Loads a named page and shows its title, its staff editor, its body and its loading and error states. */
export function InfoPageView({ name, fallbackTitle, hasSections, children }: InfoPageViewProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const page = useInfoPage(name);
  if (page.isPending) {
    return (
      <>
        <PageTitle>{fallbackTitle}</PageTitle>
        <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label={t('states.loading')}>
          <Stack gap="sm">
            <Skeleton h={16} w="60%" />
            <Skeleton h={12} />
            <Skeleton h={12} />
            <Skeleton h={12} w="80%" />
          </Stack>
        </Paper>
      </>
    );
  }
  if (page.isError) {
    return (
      <>
        <PageTitle>{fallbackTitle}</PageTitle>
        <ErrorState />
      </>
    );
  }
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <PageTitle>{localized(page.data, 'title', locale)}</PageTitle>
        <InfoPageEditor page={page.data} hasSections={hasSections} />
      </Group>
      {children(page.data, localized(page.data, 'body', locale))}
      <Text size="xs" c="dimmed" mt="md">
        {t('content.updated', { date: formatDate(page.data.updated_at) })}
      </Text>
    </>
  );
}
