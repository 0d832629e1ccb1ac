import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/use-locale';
import { useDownloadEvidence } from '../api/download-evidence';

/** "Download PDF": the ticket's evidence report (issue 13 §5) in the page's language. */
export function EvidenceDownload({ ticket, label }: { ticket: string; label?: string }) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const downloading = useDownloadEvidence();
  return (
    <Button
      size="xs"
      variant="light"
      className="verification-no-print"
      data-testid="evidence-download"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={downloading.isPending}
      aria-label={label}
      onClick={() =>
        downloading.mutate(
          { ticket, lang: locale },
          {
            onError: () =>
              notifications.show({
                color: 'red',
                message: t('verification.evidence.failed'),
                closeButtonProps: { 'aria-label': t('actions.close') },
              }),
          },
        )
      }
    >
      {t('verification.evidence.download')}
    </Button>
  );
}
