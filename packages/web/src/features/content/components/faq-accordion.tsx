import { Accordion, Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { searchSections, splitMarkdownSections } from '../lib/markdown-sections';
import { MarkdownView } from './markdown-view';

interface FaqAccordionProps {
  /** The FAQ in the reader's language. */
  markdown: string;
  /** The same FAQ in the other language: searched too, never shown. */
  translation: string;
}

/** The FAQ's `##` questions as an accordion, filtered as the user types in either language. */
export function FaqAccordion({ markdown, translation }: FaqAccordionProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { intro, sections } = useMemo(() => splitMarkdownSections(markdown), [markdown]);
  const translated = useMemo(() => splitMarkdownSections(translation).sections, [translation]);
  const found = useMemo(() => searchSections(sections, query, translated), [sections, query, translated]);
  const isSearching = query.trim() !== '';

  return (
    <Stack gap="md" maw={920}>
      {intro ? <MarkdownView markdown={intro} /> : null}
      <TextInput
        type="search"
        label={t('content.faq.search')}
        placeholder={t('content.faq.search_placeholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {isSearching ? t('content.faq.found', { count: found.length }) : ''}
      </Text>
      {found.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{t('content.faq.nothing_found', { query: query.trim() })}</Text>
        </Paper>
      ) : (
        // Searching opens what was found: the reader came for the answer, not the question.
        <Accordion
          key={isSearching ? `search:${query}` : 'all'}
          variant="separated"
          radius="md"
          multiple
          defaultValue={isSearching && found.length <= 3 ? found.map((section) => section.title) : []}
        >
          {found.map((section) => (
            <Accordion.Item key={section.title} value={section.title}>
              <Accordion.Control>
                <Text fw={600}>{section.title}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <MarkdownView markdown={section.body} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Anchor component={Link} to={paths.support}>
        {t('content.faq.ask_support')}
      </Anchor>
    </Stack>
  );
}
