import { maxPassportImageBytes } from '@cargo-sentry/contracts/verification/passport-recognition';
import { Alert, Button, FileInput, Fieldset, Group, Progress, Stack, Text } from '@mantine/core';
import { IconId, IconScan } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { recognizePassport } from '../api/recognize-passport';
import type { TransportFormValues } from '../lib/transport-form-values';
import { RecognizedPassport } from './recognized-passport';

function errorKey(error: unknown): string {
  if (isApiError(error) && error.code === 'image_too_large') return 'errors.image_too_large';
  if (isApiError(error) && error.status === 413) return 'verification.recognize.too_large';
  if (isApiError(error) && error.status === 400) return 'verification.recognize.bad_file';
  if (isApiError(error) && error.code === 'recognition_busy') return 'errors.recognition_busy';
  // docs/product.md#verification-errors: any other recognition failure.
  return 'verification.recognize.failed';
}

/**
 * "Распознать паспорт": a photo or scan of the passport's main page is read on the server; the
 * fields read are shown (`RecognizedPassport`) for the user to check and confirm, and only on
 * "Заполнить форму" go into the transport form.
 */
export function PassportRecognition({ onFill }: { onFill: (values: Partial<TransportFormValues>) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const recognition = useMutation({
    mutationFn: (image: File) => recognizePassport(image, setSent),
  });
  const result = recognition.data;
  const tooLarge = file !== null && file.size > maxPassportImageBytes;
  const size = maxPassportImageBytes / 1024 / 1024;

  const start = () => {
    if (!file || tooLarge) return;
    setSent(0);
    recognition.mutate(file);
  };

  return (
    <Fieldset legend={t('verification.recognize.title')} variant="filled" className="verification-no-print">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('verification.recognize.hint', { size })}
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('verification.recognize.file_label')}
            placeholder={t('verification.recognize.file_placeholder')}
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            value={file}
            onChange={(next) => {
              setFile(next);
              recognition.reset();
            }}
            leftSection={<IconId size={18} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('verification.recognize.clear_file') }}
            error={tooLarge ? t('verification.recognize.too_large', { size }) : undefined}
            disabled={recognition.isPending}
            w={{ base: '100%', sm: 360 }}
          />
          <Button
            leftSection={<IconScan size={16} aria-hidden />}
            onClick={start}
            disabled={!file || tooLarge}
            loading={recognition.isPending}
          >
            {t('verification.recognize.submit')}
          </Button>
        </Group>
        {recognition.isPending ? (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">
              {sent < 1
                ? t('verification.recognize.sending', { percent: Math.round(sent * 100) })
                : t('verification.recognize.reading')}
            </Text>
            <Progress
              value={sent < 1 ? Math.round(sent * 100) : 100}
              animated={sent >= 1}
              aria-label={t('verification.recognize.progress_label')}
            />
          </Stack>
        ) : null}
        {recognition.isError ? (
          <Alert color="red" role="alert">
            {t(errorKey(recognition.error), { size })}
          </Alert>
        ) : null}
        {result ? <RecognizedPassport key={recognition.submittedAt} result={result} onFill={onFill} /> : null}
      </Stack>
    </Fieldset>
  );
}
