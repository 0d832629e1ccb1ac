import { Badge, Card, Group, SimpleGrid, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMarkdownSections } from '../lib/markdown-sections';
import { MarkdownView } from './markdown-view';

/** The `services` page's `##` sections as cards; a `[soon]` one is badged and dimmed (docs/product.md#services). */
export function ServiceCards({ markdown }: { markdown: string }) {
  const { t } = useTranslation();
  const { intro, sections } = useMemo(() => splitMarkdownSections(markdown), [markdown]);
  return (
    <>
      {intro ? <MarkdownView markdown={intro} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="md">
        {sections.map((section) => (
          <Card
            key={section.title}
            withBorder
            radius="md"
            padding="lg"
            component="article"
            bg={section.isComingSoon ? 'gray.0' : undefined}
            data-coming-soon={section.isComingSoon || undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs" gap="xs">
              <Title order={2} fz="md">
                {section.title}
              </Title>
              {section.isComingSoon ? (
                <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                  {t('content.services.coming_soon')}
                </Badge>
              ) : null}
            </Group>
            <MarkdownView markdown={section.body} />
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
