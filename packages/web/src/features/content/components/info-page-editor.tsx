import type { InfoPage } from '@cargo-sentry/contracts/content/content';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/shared/session/session';

// The form, its validation and the Markdown preview load when staff open the dialog, never for a
// reader of the page (issue 26 §4).
const InfoPageEditorDialog = lazy(() =>
  import('./info-page-editor-dialog').then((m) => ({ default: m.InfoPageEditorDialog })),
);

interface InfoPageEditorProps {
  page: InfoPage;
  /** The page is cut into ## sections (FAQ, services): say so in the editor's help. */
  hasSections?: boolean;
}

/** Staff only: an "Edit" button and the page's bilingual Markdown editor with preview. */
export function InfoPageEditor({ page, hasSections = false }: InfoPageEditorProps) {
  const isStaff = useCurrentUser()?.is_staff ?? false;
  const [opened, { open, close }] = useDisclosure(false);
  const { t } = useTranslation();
  if (!isStaff) return null;
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconPencil size={16} />} onClick={open}>
        {t('content.edit')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <InfoPageEditorDialog page={page} hasSections={hasSections} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
