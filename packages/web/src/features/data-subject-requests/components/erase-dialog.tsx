import {
  subjectErasureSchema,
  type SubjectErasure,
  type SubjectErasureAnswer,
} from '@cargo-sentry/contracts/personal-data-requests/requests';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { useEraseSubject } from '../api/erase-subject';

interface EraseDialogProps {
  q: string;
  opened: boolean;
  onClose: () => void;
  onErased: (answer: SubjectErasureAnswer) => void;
}

/** A request of deletion: erase or mask, with the reason the law asks for (issue 28 §4). */
export function EraseDialog({ q, opened, onClose, onErased }: EraseDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SubjectErasure['mode']>('erase');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const erase = useEraseSubject();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = subjectErasureSchema.safeParse({ q, mode, reason });
    if (!parsed.success) {
      setReasonError(t('subject_requests.erase.reason_required'));
      return;
    }
    setReasonError(null);
    erase.mutate(parsed.data, {
      onSuccess: (answer) => {
        setReason('');
        onErased(answer);
      },
    });
  };

  const code = erase.error ? (isApiError(erase.error) ? erase.error.code : 'unknown') : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('subject_requests.erase.title')} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('subject_requests.erase.intro')}</Text>
          <Radio.Group
            label={t('subject_requests.erase.mode')}
            value={mode}
            onChange={(value) => setMode(value === 'mask' ? 'mask' : 'erase')}
          >
            <Stack gap={4} mt={4}>
              <Radio value="erase" label={t('subject_requests.erase.mode_erase')} />
              <Radio value="mask" label={t('subject_requests.erase.mode_mask')} />
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('subject_requests.erase.reason')}
            placeholder={t('subject_requests.erase.reason_placeholder')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            required
            autosize
            minRows={2}
            maxLength={1000}
          />
          {code ? (
            <Alert color="red" role="alert">
              {t(`errors.${code}`, { defaultValue: t('errors.unknown') })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('subject_requests.erase.cancel')}
            </Button>
            <Button type="submit" color="red" loading={erase.isPending}>
              {t('subject_requests.erase.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
