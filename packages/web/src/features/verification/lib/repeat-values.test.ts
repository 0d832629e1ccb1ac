import { describe, expect, it } from 'vitest';
import { formValuesOfInputs } from './repeat-values';
import { emptyTransportForm, normalizeValues } from './transport-form-values';

describe('formValuesOfInputs', () => {
  it('gives back the form a ticket was run with: dates as typed, the ATI ids as a list', () => {
    const typed = {
      ...emptyTransportForm,
      lastName: 'Должников',
      firstName: 'Пётр',
      birthDate: '15.04.1980',
      passportNumber: '4510123456',
      passportDate: '10.05.2000',
      autoGos: 'А777АА77',
      inn: '7799000012',
      externalId: ['7799001'],
    };
    expect(formValuesOfInputs(normalizeValues(typed))).toEqual(typed);
  });

  it('empties every field the ticket lacks and ignores what is no input', () => {
    const values = formValuesOfInputs({ inn: '7799000012', issueDate: '2000-05-10', photo: 'face.jpg', score: 3 });
    expect(values).toEqual({ ...emptyTransportForm, inn: '7799000012' });
  });
});
