import type { InfoPageName } from '@cargo-sentry/contracts/content/content';
import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useLocale } from '@/shared/i18n/use-locale';
import { ErrorState } from '@/shared/ui/error-state';
import { useInfoPage } from '../api/get-info-page';
import { localized } from '../lib/localized';
import { InfoPageEditor } from './info-page-editor';
import { MarkdownView } from './markdown-view';

/** A named page shown as a section of another page (about on services, contacts on support). */
export function InfoSection({ name, headingId }: { name: InfoPageName; headingId: string }) {
  const [locale] = useLocale();
  const page = useInfoPage(name);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      {page.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={20} w="40%" />
          <Skeleton h={12} />
          <Skeleton h={12} w="70%" />
        </Stack>
      ) : page.isError ? (
        <ErrorState />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
            <Title order={2} fz="lg" id={headingId}>
              {localized(page.data, 'title', locale)}
            </Title>
            <InfoPageEditor page={page.data} />
          </Group>
          <MarkdownView markdown={localized(page.data, 'body', locale)} />
        </>
      )}
    </Paper>
  );
}
