import { newsWriteSchema, type News } from '@cargo-sentry/contracts/content/content';
import { Checkbox, FileButton, Button, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '@/shared/forms/zod-validate';
import { errorText } from '@/shared/ui/error-text';
import { useSaveNews } from '../api/save-news';
import { useUploadContentImage } from '../api/upload-content-image';
import { BilingualEditor } from './bilingual-editor';
import { EditorDialog } from './editor-dialog';

interface NewsEditorProps {
  /** The item to edit; a new one is created without it. */
  news?: News;
  onClose: () => void;
  onSaved?: (news: News) => void;
}

/** Staff write a news item in both languages, with images and preview, as a draft or published. */
export function NewsEditor({ news, onClose, onSaved }: NewsEditorProps) {
  const { t } = useTranslation();
  const save = useSaveNews(news?.id);
  const form = useForm({
    initialValues: {
      title_ru: news?.title_ru ?? '',
      title_en: news?.title_en ?? '',
      body_ru: news?.body_ru ?? '',
      body_en: news?.body_en ?? '',
      published: news?.published ?? false,
    },
    validate: zodValidate(newsWriteSchema, t),
  });
  const handleSubmit = form.onSubmit(
    (values) =>
      save.mutate(newsWriteSchema.parse(values), {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('content.editor.saved') });
          onSaved?.(saved);
          onClose();
        },
      }),
    () => notifications.show({ color: 'red', message: t('content.editor.fix_errors') }),
  );
  return (
    <EditorDialog
      opened
      title={news ? t('content.editor.news_edit') : t('content.editor.news_new')}
      onClose={onClose}
      onSubmit={handleSubmit}
      isSaving={save.isPending}
      error={save.isError ? errorText(t, save.error) : undefined}
    >
      <BilingualEditor form={form} renderTools={(insert) => <ImageButton onUploaded={insert} />} />
      <Checkbox label={t('content.editor.published')} {...form.getInputProps('published', { type: 'checkbox' })} />
    </EditorDialog>
  );
}

/** Uploads a JPEG/PNG and writes it into the body as `![name](url)`. */
function ImageButton({ onUploaded }: { onUploaded: (markdown: string) => void }) {
  const { t } = useTranslation();
  const upload = useUploadContentImage();
  const handleFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => onUploaded(`![${file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '')}](${url})`),
      onError: (error) => notifications.show({ color: 'red', message: errorText(t, error) }),
    });
  };
  return (
    <FileButton onChange={handleFile} accept="image/png,image/jpeg">
      {(props) => (
        <Tooltip label={t('content.editor.image_hint')}>
          <Button
            {...props}
            variant="subtle"
            size="xs"
            leftSection={<IconPhoto size={16} />}
            loading={upload.isPending}
          >
            {t('content.editor.insert_image')}
          </Button>
        </Tooltip>
      )}
    </FileButton>
  );
}
