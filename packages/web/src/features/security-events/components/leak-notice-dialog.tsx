import 'dayjs/locale/ru';
import { leakNoticeMaxDays, leakNoticeQuerySchema } from '@cargo-sentry/contracts/security-events/security-events';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDateInput } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n/use-locale';
import { useDownloadLeakNotice } from '../api/download-leak-notice';

interface LeakNoticeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The period the dialog opens with (the log's filter, or today). */
  initialFrom: string;
  initialTo: string;
}

/** Chooses the period of the 24-hour leak notice and downloads it pre-filled from the log. */
export function LeakNoticeDialog({ opened, onClose, initialFrom, initialTo }: LeakNoticeDialogProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const downloading = useDownloadLeakNotice();
  const parsed = leakNoticeQuerySchema.safeParse({ date_from: from, date_to: to });
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const periodError =
    problem === 'date_order'
      ? t('security_events.filters.date_order')
      : problem === 'period_too_long'
        ? t('security_events.leak_notice.too_long', { count: leakNoticeMaxDays })
        : undefined;

  const handleDownload = () => {
    if (!parsed.success) return;
    downloading.mutate(parsed.data, {
      onSuccess: onClose,
      onError: () =>
        notifications.show({
          color: 'red',
          message: t('security_events.leak_notice.failed'),
          closeButtonProps: { 'aria-label': t('actions.close') },
        }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('security_events.leak_notice.title')} size="lg">
      <DatesProvider settings={{ locale }}>
        <Stack gap="sm">
          <Text size="sm">{t('security_events.leak_notice.intro')}</Text>
          <Group grow align="flex-start">
            <DateInput
              label={t('security_events.filters.date_from')}
              valueFormat="DD.MM.YYYY"
              dateParser={parseDateInput}
              value={from || null}
              onChange={(value) => setFrom(value ?? '')}
            />
            <DateInput
              label={t('security_events.filters.date_to')}
              valueFormat="DD.MM.YYYY"
              dateParser={parseDateInput}
              value={to || null}
              error={periodError}
              onChange={(value) => setTo(value ?? '')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('security_events.leak_notice.cancel')}
            </Button>
            <Button onClick={handleDownload} disabled={!parsed.success} loading={downloading.isPending}>
              {t('security_events.leak_notice.download')}
            </Button>
          </Group>
        </Stack>
      </DatesProvider>
    </Modal>
  );
}
