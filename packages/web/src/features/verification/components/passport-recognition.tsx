import {
  maxPassportImageBytes,
  passportFields,
  type PassportField,
  type RecognizePassportResult,
} from '@cargo-sentry/contracts/passport-recognition';
import { Alert, Button, FileInput, Fieldset, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconId, IconScan } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api-client/api-error';
import { recognizePassport } from '../api/recognize-passport';
import type { TransportFormValues } from '../lib/transport-form-values';

/** The transport form's field each recognised one fills (SPEC §3). */
const formFieldOf: Record<PassportField, keyof TransportFormValues> = {
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'midName',
  birth_date: 'birthDate',
  serial_number: 'passportNumber',
  issue_date: 'passportDate',
};

const isDate = (field: PassportField) => field === 'birth_date' || field === 'issue_date';
/** A name as the passport prints it (capitals) in the form's case: "САЛТЫКОВ-ЩЕДРИН" → "Салтыков-Щедрин". */
const nameCase = (value: string) =>
  value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
const formValueOf = (field: PassportField, value: string) =>
  isDate(field) ? value.split('-').reverse().join('.') : field === 'serial_number' ? value : nameCase(value);

/** The form's values from what was read: only the fields read, the others stay as typed. */
export function formValuesOf(result: RecognizePassportResult): Partial<TransportFormValues> {
  const values: Partial<Record<keyof TransportFormValues, string>> = {};
  for (const field of passportFields) {
    const value = result.documents[field];
    if (value) values[formFieldOf[field]] = formValueOf(field, value);
  }
  return values as Partial<TransportFormValues>;
}

function errorKey(error: unknown): string {
  if (isApiError(error) && error.code === 'image_too_large') return 'errors.image_too_large';
  if (isApiError(error) && error.status === 413) return 'verification.recognize.too_large';
  if (isApiError(error) && error.status === 400) return 'verification.recognize.bad_file';
  // SPEC §8: any other recognition failure.
  return 'verification.recognize.failed';
}

/**
 * "Распознать паспорт": a photo or scan of the passport's main page is read on the server; the
 * fields read are shown (an unread one with its reason) for the user to check, and only on
 * "Заполнить форму" go into the transport form.
 */
export function PassportRecognition({ onFill }: { onFill: (values: Partial<TransportFormValues>) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [filled, setFilled] = useState(false);
  const recognition = useMutation({
    mutationFn: (image: File) => recognizePassport(image, setSent),
  });
  const result = recognition.data;
  const tooLarge = file !== null && file.size > maxPassportImageBytes;
  const size = maxPassportImageBytes / 1024 / 1024;

  const start = () => {
    if (!file || tooLarge) return;
    setSent(0);
    setFilled(false);
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
        {result ? (
          <Stack gap="sm" aria-live="polite">
            <Table withTableBorder variant="vertical" layout="fixed" maw={640}>
              <Table.Caption>{t('verification.recognize.check_values')}</Table.Caption>
              <Table.Tbody>
                {passportFields.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th w="45%">{t(`verification.fields.${formFieldOf[field]}`)}</Table.Th>
                    <Table.Td>
                      {result.documents[field] ? (
                        formValueOf(field, result.documents[field])
                      ) : (
                        <Text span size="sm" c="dimmed">
                          {t(`verification.recognize.reasons.${result.reasons[field] ?? 'not_found'}`)}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {Object.keys(result.sources).length > 0 ? (
              <Group gap="sm">
                <Button
                  variant="light"
                  onClick={() => {
                    onFill(formValuesOf(result));
                    setFilled(true);
                  }}
                >
                  {t('verification.recognize.fill')}
                </Button>
                {filled ? (
                  <Text size="sm" c="teal.8" role="status">
                    {t('verification.recognize.filled')}
                  </Text>
                ) : null}
              </Group>
            ) : (
              <Text size="sm">{t('verification.recognize.nothing_read')}</Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
