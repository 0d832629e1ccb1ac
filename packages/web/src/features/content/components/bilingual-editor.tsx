import { Badge, Group, Paper, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from './markdown-view';

/** Title and Markdown body in both languages: what every content editor edits. */
export interface BilingualContent {
  title_ru: string;
  title_en: string;
  body_ru: string;
  body_en: string;
}

type Language = 'ru' | 'en';

interface BilingualEditorProps<T extends BilingualContent> {
  form: UseFormReturnType<T>;
  /** Extra help under the body (e.g. how sections are made on the FAQ and services pages). */
  hint?: string;
  /** Shown beside the write/preview switch, e.g. the image upload of news. */
  renderTools?: (insert: (markdown: string) => void) => React.ReactNode;
}

/**
 * Language tabs, each with a title and a Markdown body that can be previewed exactly as readers
 * will see it (the same renderer). A tab whose fields have errors is marked, so a mistake in the
 * other language is not missed.
 */
export function BilingualEditor<T extends BilingualContent>({ form, hint, renderTools }: BilingualEditorProps<T>) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('ru');
  const [mode, setMode] = useState<Record<Language, string>>({ ru: 'write', en: 'write' });
  const hasErrors = (lang: Language) => Boolean(form.errors[`title_${lang}`] || form.errors[`body_${lang}`]);

  // An image belongs to both languages (a photo has no language): it goes into both bodies, at the end.
  const insert = (markdown: string) => {
    for (const lang of ['ru', 'en'] as const) {
      const field = `body_${lang}` as const;
      const current = form.getValues()[field];
      // The generic form cannot prove a body path holds a string; BilingualContent says it does.
      form.setFieldValue(field, `${current.trimEnd()}${current.trim() ? '\n\n' : ''}${markdown}\n` as never);
    }
  };

  return (
    <Tabs value={language} onChange={(value) => setLanguage((value as Language) ?? 'ru')} keepMounted={false}>
      <Tabs.List mb="sm">
        {(['ru', 'en'] as const).map((lang) => (
          <Tabs.Tab
            key={lang}
            value={lang}
            rightSection={
              hasErrors(lang) ? (
                <Badge color="red" size="xs" circle aria-label={t('validation.invalid')}>
                  !
                </Badge>
              ) : null
            }
          >
            {t(`content.editor.lang_${lang}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {(['ru', 'en'] as const).map((lang) => (
        <Tabs.Panel key={lang} value={lang}>
          <TextInput label={t('content.editor.title')} mb="sm" {...form.getInputProps(`title_${lang}`)} />
          <Tabs
            value={mode[lang]}
            onChange={(value) => setMode((current) => ({ ...current, [lang]: value ?? 'write' }))}
            variant="pills"
          >
            <Group justify="space-between" mb="xs" gap="xs">
              <Tabs.List>
                <Tabs.Tab value="write">{t('content.editor.write')}</Tabs.Tab>
                <Tabs.Tab value="preview">{t('content.editor.preview')}</Tabs.Tab>
              </Tabs.List>
              {renderTools?.(insert)}
            </Group>
            <Tabs.Panel value="write">
              <Textarea
                label={t('content.editor.body')}
                autosize
                minRows={10}
                maxRows={24}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                {...form.getInputProps(`body_${lang}`)}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {t('content.editor.help')} {hint}
              </Text>
            </Tabs.Panel>
            <Tabs.Panel value="preview">
              <Paper
                withBorder
                p="md"
                radius="md"
                mih={200}
                data-testid={`preview-${lang}`}
                aria-label={t('content.editor.preview')}
              >
                {form.getValues()[`body_${lang}`].trim() ? (
                  <MarkdownView markdown={form.getValues()[`body_${lang}`]} />
                ) : (
                  <Text c="dimmed">{t('content.editor.preview_empty')}</Text>
                )}
              </Paper>
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
