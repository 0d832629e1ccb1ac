import { infoPageWriteSchema, type InfoPage } from '@cargo-sentry/contracts/content/content';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { zodValidate } from '@/shared/forms/zod-validate';
import { useLocale } from '@/shared/i18n/use-locale';
import { errorText } from '@/shared/ui/error-text';
import { useSaveInfoPage } from '../api/save-info-page';
import { localized } from '../lib/localized';
import { BilingualEditor } from './bilingual-editor';
import { EditorDialog } from './editor-dialog';

interface InfoPageEditorDialogProps {
  page: InfoPage;
  /** The page is cut into ## sections (FAQ, services): say so in the editor's help. */
  hasSections: boolean;
  onClose: () => void;
}

/** The page's bilingual Markdown editor with preview, in its dialog (staff only). */
export function InfoPageEditorDialog({ page, hasSections, onClose }: InfoPageEditorDialogProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const save = useSaveInfoPage(page.name);
  const form = useForm({
    initialValues: { title_ru: page.title_ru, title_en: page.title_en, body_ru: page.body_ru, body_en: page.body_en },
    validate: zodValidate(infoPageWriteSchema, t),
  });
  const handleSubmit = form.onSubmit(
    (values) =>
      save.mutate(infoPageWriteSchema.parse(values), {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('content.editor.saved') });
          onClose();
        },
      }),
    () => notifications.show({ color: 'red', message: t('content.editor.fix_errors') }),
  );
  return (
    <EditorDialog
      opened
      title={t('content.editor.page_title', { title: localized(page, 'title', locale) })}
      onClose={onClose}
      onSubmit={handleSubmit}
      isSaving={save.isPending}
      error={save.isError ? errorText(t, save.error) : undefined}
    >
      <BilingualEditor form={form} hint={hasSections ? t('content.editor.help_sections') : undefined} />
    </EditorDialog>
  );
}
