import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { PageTitle } from '@/shared/ui/page-title';
import { errorText } from '@/shared/ui/error-text';
import { useLinks } from '../api/get-links';
import { LinksExplorer } from '../components/links-explorer';
import { LinksForm } from '../components/links-form';
import { identifierExamples, linksQueryOf, searchFromParams, searchToParams } from '../lib/links-search';

/**
 * `/links`: the link explorer (issue 27 §3). The search lives in the address (`?kind=plate&value=…`),
 * so a result card, an incident or a company links straight to it.
 */
export function LinksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const query = linksQueryOf(search);
  const links = useLinks(query);
  // A value the server refuses is the field's error, as the form's own check would have said.
  const refusal = isApiError(links.error) && links.error.status === 400 ? links.error : null;
  const isRefused = refusal !== null;
  const valueError = refusal
    ? t(`errors.${refusal.code}`, {
        defaultValue: t(`links.form.invalid.${search.kind}`, { example: identifierExamples[search.kind] }),
      })
    : undefined;

  const result = () => {
    if (!query) {
      return search.value === '' ? <Text c="dimmed">{t('links.prompt')}</Text> : null;
    }
    if (links.isError) {
      if (isRefused) return null;
      return (
        <Alert color="red" role="alert" title={t('links.error')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(t, links.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void links.refetch()}>
              {t('links.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!links.data) {
      return (
        <Stack gap="sm" aria-busy="true" aria-label={t('links.loading')} data-testid="links-loading">
          <Skeleton h={20} w="40%" />
          <Skeleton h={36} w={200} />
          <Skeleton h={{ base: 420, md: 600 }} />
        </Stack>
      );
    }
    if (links.data.edges.length === 0) {
      return (
        <Paper withBorder radius="md" p="lg" data-testid="links-empty">
          <Title order={2} fz="lg" mb={4}>
            {t('links.empty_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('links.empty_text', { value: search.value })}
          </Text>
        </Paper>
      );
    }
    // A new search starts a new explorer: expansions and the selection belong to one answer.
    return <LinksExplorer key={JSON.stringify(query)} answer={links.data} query={query} />;
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.links')}</PageTitle>
      <Text c="dimmed" mt={-12}>
        {t('links.intro')}
      </Text>
      <LinksForm
        key={params.toString()}
        initial={search}
        valueError={valueError}
        onSearch={(next) => setParams(searchToParams(next))}
      />
      {result()}
    </Stack>
  );
}
