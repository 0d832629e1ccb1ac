import type { PassportUnsureField } from '@cargo-sentry/contracts/verification/passport-recognition';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A recognised field the server marked unsure (docs/product.md#passport-recognition): its value to
 * correct, why it is doubted, what the print and the MRZ each read, and the tick that confirms it.
 * Correcting the value confirms it too; the form is not filled until every marked field is confirmed.
 */
export function PassportUnsureField({
  label,
  mark,
  value,
  confirmed,
  readingOf,
  onChange,
  onConfirm,
}: {
  label: string;
  mark: PassportUnsureField;
  value: string;
  confirmed: boolean;
  /** A reading as the form shows the field's values. */
  readingOf: (reading: string) => string;
  onChange: (value: string) => void;
  onConfirm: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const shown = (reading: string) => (reading ? readingOf(reading) : t('verification.recognize.unsure_none'));
  return (
    <Stack gap={6}>
      <TextInput
        aria-label={t('verification.recognize.unsure_label', { field: label })}
        // Mantine ties the description to the input (aria-describedby): a screen reader hears why with the value.
        description={mark.reasons.map((reason) => t(`verification.recognize.unsure_reasons.${reason}`)).join(' ')}
        inputWrapperOrder={['input', 'description']}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        leftSection={<IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-8)" />}
        size="sm"
        styles={{ description: { color: 'var(--mantine-color-text)', marginTop: 4 } }}
      />
      <Text size="xs" c="dimmed">
        {t('verification.recognize.unsure_printed', { value: shown(mark.readings.printed) })}
        {' · '}
        {t('verification.recognize.unsure_mrz', { value: shown(mark.readings.mrz) })}
      </Text>
      <Checkbox
        label={t('verification.recognize.unsure_confirm')}
        checked={confirmed}
        onChange={(event) => onConfirm(event.currentTarget.checked)}
      />
    </Stack>
  );
}
