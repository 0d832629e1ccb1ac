import {
  passportFields,
  type PassportField,
  type RecognizePassportResult,
} from '@cargo-sentry/contracts/verification/passport-recognition';
import type { TransportFormValues } from './transport-form-values';

/** The transport form's field each recognised one fills (docs/product.md#transport-form). */
export const formFieldOf: Record<PassportField, keyof TransportFormValues> = {
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

/** A recognised value as the form shows it: dates DD.MM.YYYY, names in their case. */
export const formValueOf = (field: PassportField, value: string) =>
  isDate(field) ? value.split('-').reverse().join('.') : field === 'serial_number' ? value : nameCase(value);

/**
 * The form's values from what was read: only the fields read, the others stay as typed. `edited`
 * holds the values the user corrected or confirmed (in the form's format); an emptied one is left out.
 */
export function formValuesOf(
  result: RecognizePassportResult,
  edited: Partial<Record<PassportField, string>> = {},
): Partial<TransportFormValues> {
  const values: Partial<Record<keyof TransportFormValues, string>> = {};
  for (const field of passportFields) {
    const value = edited[field] ?? (result.documents[field] ? formValueOf(field, result.documents[field]) : '');
    if (value.trim()) values[formFieldOf[field]] = value.trim();
  }
  return values as Partial<TransportFormValues>;
}
