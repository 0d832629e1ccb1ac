import {
  passportFields,
  type PassportField,
  type RecognizePassportResult,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldOf, formValueOf, formValuesOf } from '../lib/passport-form-values';
import type { TransportFormValues } from '../lib/transport-form-values';
import { PassportUnsureField } from './passport-unsure-field';

/**
 * What recognition read, for the user to check: each field's value (an unread one with its reason),
 * the fields the server marked unsure highlighted with why and both readings. "Заполнить форму"
 * puts the values into the transport form only once every marked field is corrected or ticked, so
 * a doubted reading never reaches a check unconfirmed.
 */
export function RecognizedPassport({
  result,
  onFill,
}: {
  result: RecognizePassportResult;
  onFill: (values: Partial<TransportFormValues>) => void;
}) {
  const { t } = useTranslation();
  const marks = new Map(result.unsure.map((mark) => [mark.field, mark]));
  const [edited, setEdited] = useState<Partial<Record<PassportField, string>>>(() =>
    Object.fromEntries(
      result.unsure.map((mark) => [mark.field, formValueOf(mark.field, result.documents[mark.field])]),
    ),
  );
  const [confirmed, setConfirmed] = useState<ReadonlySet<PassportField>>(new Set());
  const [filled, setFilled] = useState(false);
  const pending = result.unsure.filter((mark) => !confirmed.has(mark.field)).length;
  const confirm = (field: PassportField, yes: boolean) => {
    setFilled(false);
    setConfirmed((current) => {
      const next = new Set(current);
      if (yes) next.add(field);
      else next.delete(field);
      return next;
    });
  };
  const label = (field: PassportField) => t(`verification.fields.${formFieldOf[field]}`);

  return (
    <Stack gap="sm" aria-live="polite">
      {marks.size > 0 ? (
        <Text size="sm" fw={500}>
          {t('verification.recognize.unsure_hint')}
        </Text>
      ) : null}
      <Table withTableBorder variant="vertical" layout="fixed" maw={640}>
        <Table.Caption>{t('verification.recognize.check_values')}</Table.Caption>
        <Table.Tbody>
          {passportFields.map((field) => {
            const mark = marks.get(field);
            return (
              <Table.Tr key={field} bg={mark ? 'var(--mantine-color-yellow-light)' : undefined}>
                <Table.Th w="40%">{label(field)}</Table.Th>
                <Table.Td>
                  {mark ? (
                    <PassportUnsureField
                      label={label(field)}
                      mark={mark}
                      value={edited[field] ?? ''}
                      confirmed={confirmed.has(field)}
                      readingOf={(reading) => formValueOf(field, reading)}
                      onChange={(value) => {
                        setEdited((current) => ({ ...current, [field]: value }));
                        confirm(field, true);
                      }}
                      onConfirm={(yes) => confirm(field, yes)}
                    />
                  ) : result.documents[field] ? (
                    formValueOf(field, result.documents[field])
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t(`verification.recognize.reasons.${result.reasons[field] ?? 'not_found'}`)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {Object.keys(result.sources).length > 0 ? (
        <Group gap="sm">
          <Button
            variant="light"
            disabled={pending > 0}
            onClick={() => {
              onFill(formValuesOf(result, edited));
              setFilled(true);
            }}
          >
            {t('verification.recognize.fill')}
          </Button>
          {pending > 0 ? (
            <Text size="sm" fw={500}>
              {t('verification.recognize.unsure_pending', { count: pending })}
            </Text>
          ) : null}
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
  );
}
