import type { TFunction } from 'i18next';
import {
  normalizeTransportForm,
  transportFormSchemaFor,
  type NormalizedTransportForm,
  type TransportFormInput,
  type VerificationSettings,
} from '@cargo-sentry/contracts/verification/form';
import { issueMessage } from '@/shared/forms/zod-validate';

/** The fields the page asks for, in their groups (docs/product.md#transport-form transport form). */
export const formGroups = {
  vehicle: ['autoGos', 'autoVin'],
  trailer: ['trailerGos', 'trailerVin'],
  driver: [
    'lastName',
    'firstName',
    'midName',
    'birthDate',
    'phone',
    'email',
    'drivingLicenseNumber',
    'drivingLicenseDate',
  ],
  documents: ['passportNumber', 'passportDate', 'snils'],
  // The postcode of the company's address, as its papers give it: the person's contacts are phone and e-mail.
  counterparty: ['inn', 'ogrn', 'postcode'],
} as const;
export type FormGroup = keyof typeof formGroups;
export type TextFormField = (typeof formGroups)[FormGroup][number];
export const dateFields: readonly TextFormField[] = ['birthDate', 'drivingLicenseDate', 'passportDate'];

/** The keyboard a phone shows for a field: digits for dates and numbers, the e-mail and phone layouts. */
export const fieldInputModes: Partial<Record<TextFormField, 'numeric' | 'email' | 'tel'>> = {
  birthDate: 'numeric',
  drivingLicenseDate: 'numeric',
  passportDate: 'numeric',
  snils: 'numeric',
  postcode: 'numeric',
  email: 'email',
  phone: 'tel',
};

/** What the inputs hold: text as typed (dates as DD.MM.YYYY) and the ATI ids as a list. */
export type TransportFormValues = Record<TextFormField, string> & { externalId: string[] };

export const emptyTransportForm: TransportFormValues = {
  autoGos: '',
  autoVin: '',
  trailerGos: '',
  trailerVin: '',
  lastName: '',
  firstName: '',
  midName: '',
  birthDate: '',
  phone: '',
  email: '',
  drivingLicenseNumber: '',
  drivingLicenseDate: '',
  passportNumber: '',
  passportDate: '',
  snils: '',
  inn: '',
  ogrn: '',
  postcode: '',
  externalId: [],
};

export const toFormInput = (values: TransportFormValues): TransportFormInput => ({ ...values });

/** docs/product.md#normalisation-before-sending before sending: spaces out, dates YYYY-MM-DD, passportDate also as issueDate. */
export const normalizeValues = (values: TransportFormValues): NormalizedTransportForm =>
  normalizeTransportForm(toFormInput(values));

// The date rule's message names its bounds ("between 1900-01-01 and …"), which is no catalog key.
const dateRangeMessage = /^between /;

/**
 * Field errors of the form, checked by the same contract schema as the server (with the user's
 * `foreign_documents`), each code in the user's language. An ATI id's error is shown on the list.
 */
export function validateTransportForm(
  values: TransportFormValues,
  settings: Pick<VerificationSettings, 'foreign_documents'>,
  t: TFunction,
): Record<string, string> {
  const input = toFormInput(values);
  const result = transportFormSchemaFor(settings).safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path.map(String);
    // issueDate is passportDate sent twice: its error is already on passportDate.
    if (!field || !(field in emptyTransportForm) || errors[field]) continue;
    const value =
      field === 'externalId' ? (input.externalId?.[Number(issue.path[1])] ?? '') : input[field as TextFormField];
    errors[field] = dateRangeMessage.test(issue.message) ? t('validation.invalid_date') : issueMessage(issue, value, t);
  }
  return errors;
}
