import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyTransportForm, normalizeValues, validateTransportForm } from './transport-form-values';

const t = ((key: string) => key) as unknown as TFunction;
const russian = { foreign_documents: false };

describe('validateTransportForm', () => {
  it('accepts an empty form and a correct one', () => {
    expect(validateTransportForm(emptyTransportForm, russian, t)).toEqual({});
    const filled = { ...emptyTransportForm, autoGos: 'а 123 вс 77', inn: '7707083893', birthDate: '01.02.1980' };
    expect(validateTransportForm(filled, russian, t)).toEqual({});
  });

  it('names each contract code by its field', () => {
    const errors = validateTransportForm(
      {
        ...emptyTransportForm,
        autoGos: 'QQ123',
        autoVin: 'IOQ',
        inn: '1234567890',
        ogrn: '123',
        passportNumber: '12 34',
        birthDate: '31.02.1980',
        externalId: ['123'],
      },
      russian,
      t,
    );
    expect(errors).toEqual({
      autoGos: 'validation.invalid_plate',
      autoVin: 'validation.invalid_vin',
      inn: 'validation.invalid_inn_checksum',
      ogrn: 'validation.invalid_ogrn',
      passportNumber: 'validation.invalid_passport_number',
      birthDate: 'validation.invalid_date',
      externalId: 'validation.invalid_ati_id',
    });
  });

  it('calls a date outside 1900–2099 a date error, not a raw rule text', () => {
    expect(validateTransportForm({ ...emptyTransportForm, passportDate: '01.01.1800' }, russian, t)).toEqual({
      passportDate: 'validation.invalid_date',
    });
  });

  it('checks SNILS (length and checksum), e-mail and postcode with the contract codes', () => {
    const errors = (change: Partial<typeof emptyTransportForm>) =>
      validateTransportForm({ ...emptyTransportForm, ...change }, russian, t);
    expect(errors({ snils: '112-233-445 95', email: 'driver@example.com', postcode: '101 000' })).toEqual({});
    expect(errors({ snils: '112-233-445 96' })).toEqual({ snils: 'validation.invalid_snils_checksum' });
    expect(errors({ snils: '112-233-445' })).toEqual({ snils: 'validation.invalid_snils' });
    expect(errors({ email: 'driver@' })).toEqual({ email: 'validation.invalid_email' });
    expect(errors({ postcode: '10100' })).toEqual({ postcode: 'validation.invalid_postcode' });
    expect(errors({ postcode: '10100A' })).toEqual({ postcode: 'validation.invalid_postcode' });
  });

  it('accepts a foreign passport number when the user may use foreign documents', () => {
    const values = { ...emptyTransportForm, passportNumber: 'AB1234567' };
    expect(validateTransportForm(values, russian, t).passportNumber).toBe('validation.invalid_passport_number');
    expect(validateTransportForm(values, { foreign_documents: true }, t)).toEqual({});
  });

  // Issue 23 item 11: a Russian number cut short is not taken for a foreign document.
  it('refuses a passport number cut short ("45 10") with the passport format, foreign documents or not', () => {
    const values = { ...emptyTransportForm, passportNumber: '45 10' };
    expect(validateTransportForm(values, russian, t).passportNumber).toBe('validation.invalid_passport_number');
    expect(validateTransportForm(values, { foreign_documents: true }, t).passportNumber).toBe(
      'validation.invalid_passport_number',
    );
  });
});

describe('normalizeValues', () => {
  it('sends dates as YYYY-MM-DD, passportDate also as issueDate, and drops spaces, dashes and blanks', () => {
    expect(
      normalizeValues({
        ...emptyTransportForm,
        autoGos: 'А 123 ВС 77',
        passportNumber: '45 08 123456',
        passportDate: '15.03.2010',
        snils: '112-233-445 95',
        email: ' driver@example.com ',
        postcode: '101 000',
        externalId: [' 12345 '],
      }),
    ).toEqual({
      autoGos: 'А123ВС77',
      passportNumber: '4508123456',
      passportDate: '2010-03-15',
      issueDate: '2010-03-15',
      snils: '11223344595',
      email: 'driver@example.com',
      postcode: '101000',
      externalId: ['12345'],
    });
  });
});
