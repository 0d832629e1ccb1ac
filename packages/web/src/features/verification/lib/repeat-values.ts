import { formatDate } from '@/shared/format/date';
import { dateFields, emptyTransportForm, type TextFormField, type TransportFormValues } from './transport-form-values';

const textFields = Object.keys(emptyTransportForm).filter((field) => field !== 'externalId') as TextFormField[];

/**
 * A past ticket's stored inputs (normalised, dates YYYY-MM-DD) as the form holds them (dates
 * DD.MM.YYYY), for "Повторить" (issue 23 §6): every field the ticket does not have is empty, so
 * nothing of the form before stays behind. `issueDate` is `passportDate` sent twice and has no input.
 */
export function formValuesOfInputs(inputs: Record<string, unknown>): TransportFormValues {
  const values: TransportFormValues = { ...emptyTransportForm, externalId: [] };
  for (const field of textFields) {
    const value = inputs[field];
    if (typeof value !== 'string') continue;
    values[field] = dateFields.includes(field) ? formatDate(value) || value : value;
  }
  const ids = inputs.externalId;
  if (Array.isArray(ids)) values.externalId = ids.filter((id): id is string => typeof id === 'string');
  return values;
}
