import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  evidenceVerifyQuerySchema,
  maskBirthDate,
  maskDocumentNumber,
  maskEmail,
  maskPhone,
  maskSnils,
  maskedInputs,
} from './evidence';

describe('canonicalJson', () => {
  it('gives one text whatever order the keys were built in, nested too', () => {
    const a = { b: 1, a: { y: [1, { d: 2, c: 'х' }], x: null } };
    const b = { a: { x: null, y: [1, { c: 'х', d: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":null,"y":[1,{"c":"х","d":2}]},"b":1}');
  });

  it('drops undefined members like JSON.stringify and keeps array order', () => {
    expect(canonicalJson({ a: undefined, b: [3, 1, 2] })).toBe('{"b":[3,1,2]}');
    expect(canonicalJson([undefined])).toBe('[null]');
    expect(canonicalJson({ text: 'a"b\\c' })).toBe(JSON.stringify({ text: 'a"b\\c' }));
  });

  it('changes when any value changes', () => {
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(canonicalJson({ a: '1' })).not.toBe(canonicalJson({ a: 1 }));
  });
});

describe('masking personal data for the evidence report', () => {
  it('keeps the region and the last three digits of a Russian passport or licence', () => {
    expect(maskDocumentNumber('4519876543')).toBe('45 ** ***543');
    expect(maskDocumentNumber('77АВ123456')).toBe('77 ** ***456');
  });

  it('keeps less of a foreign document number, nothing of a very short one', () => {
    expect(maskDocumentNumber('AB1234567')).toBe('AB****567');
    expect(maskDocumentNumber('X12345')).toBe('***345');
    expect(maskDocumentNumber('1234')).toBe('****');
  });

  it('keeps the operator code and two last digits of a phone', () => {
    expect(maskPhone('+79261234599')).toBe('+7 926 ***-**-99');
    expect(maskPhone('89261234599')).toBe('+7 926 ***-**-99');
    expect(maskPhone('+375291234567')).toBe('+37********67');
  });

  it('keeps the year of birth, the SNILS check digits and the e-mail domain', () => {
    expect(maskBirthDate('1979-03-14')).toBe('**.**.1979');
    expect(maskSnils('11223344595')).toBe('***-***-*** 95');
    expect(maskEmail('ivanov@example.ru')).toBe('i***@example.ru');
  });

  it('masks the personal fields of stored inputs and shows the rest in the form order', () => {
    const shown = maskedInputs({
      phone: '+79261234599',
      lastName: 'Приватнов',
      passportNumber: '4519876543',
      passportDate: '2012-07-01',
      issueDate: '2012-07-01',
      autoGos: 'К913ХМ197',
      externalId: ['12345', '67890'],
      birthDate: '1979-03-14',
    });
    expect(shown).toEqual([
      { field: 'autoGos', value: 'К913ХМ197' },
      { field: 'lastName', value: 'Приватнов' },
      { field: 'birthDate', value: '**.**.1979' },
      { field: 'passportNumber', value: '45 ** ***543' },
      { field: 'passportDate', value: '01.07.2012' },
      { field: 'phone', value: '+7 926 ***-**-99' },
      { field: 'externalId', value: '12345, 67890' },
    ]);
    expect(JSON.stringify(shown)).not.toContain('4519876543');
  });
});

describe('the verify query', () => {
  it('takes a report id and a 64-digit hex hash, nothing else', () => {
    const report = '5b0f6a43-2f5e-4c55-9f57-0d5c3c1f2a10';
    expect(evidenceVerifyQuerySchema.safeParse({ report, hash: 'a'.repeat(64) }).success).toBe(true);
    expect(evidenceVerifyQuerySchema.safeParse({ report, hash: 'g'.repeat(64) }).success).toBe(false);
    expect(evidenceVerifyQuerySchema.safeParse({ report, hash: 'a'.repeat(63) }).success).toBe(false);
    expect(evidenceVerifyQuerySchema.safeParse({ report: 'x', hash: 'a'.repeat(64) }).success).toBe(false);
  });
});
