import { describe, expect, it } from 'vitest';
import {
  normalizeDate,
  normalizeTransportForm,
  phoneKey,
  requirementsOf,
  transportFormSchema,
  transportFormSchemaFor,
  verificationCheckNames,
  type NormalizedTransportForm,
  type VerificationCheck,
  type VerificationSettings,
} from './form';

const plain: VerificationSettings = { required_vetting_fields: [], foreign_documents: false };

/** A complete, valid form as a user types it. */
const typed = {
  autoGos: 'а 123 вс 77',
  autoVin: 'xta210990y2766389',
  trailerGos: 'АВ 1234 77',
  trailerVin: 'WVWZZZ1JZXW000001',
  drivingLicenseNumber: '99 12 345678',
  drivingLicenseDate: '15.03.2015',
  lastName: ' Иванов ',
  firstName: 'Иван',
  midName: 'Иванович',
  birthDate: '01.02.1980',
  passportNumber: '4509 123456',
  passportDate: '2010-05-20',
  phone: '+7 (912) 345-67-89',
  ogrn: '1027700132195',
  inn: '7707083893',
  externalId: ['12345', ' 12345', '67890'],
  snils: '112-233-445 95',
  email: 'driver@example.test',
  postcode: '101 000',
  photo: 'face.jpg',
};

describe('verificationCheckNames', () => {
  it('are the eleven checks of the admin settings, the ATI id lookup, commercial prudence and identity consistency', () => {
    expect(verificationCheckNames).toEqual([
      'risk',
      'fssp',
      'osago',
      'driver',
      'passport_complex',
      'phone',
      'face',
      'trust_person',
      'sud',
      'reputation',
      'participant',
      'find_ati_su_id',
      'prudence',
      'consistency',
    ]);
  });
});

describe('normalizeTransportForm', () => {
  it('applies the docs/product.md#fields-each-check-needs rules and drops nothing that was given', () => {
    expect(normalizeTransportForm(typed)).toEqual({
      autoGos: 'А123ВС77',
      autoVin: 'XTA210990Y2766389',
      trailerGos: 'АВ123477',
      trailerVin: 'WVWZZZ1JZXW000001',
      drivingLicenseNumber: '9912345678',
      drivingLicenseDate: '2015-03-15',
      lastName: 'Иванов',
      firstName: 'Иван',
      midName: 'Иванович',
      birthDate: '1980-02-01',
      passportNumber: '4509123456',
      passportDate: '2010-05-20',
      issueDate: '2010-05-20',
      phone: '+79123456789',
      ogrn: '1027700132195',
      inn: '7707083893',
      externalId: ['12345', '67890'],
      snils: '11223344595',
      email: 'driver@example.test',
      postcode: '101000',
      photo: 'face.jpg',
    });
  });

  it('drops blank and null fields and an empty ATI id list', () => {
    expect(normalizeTransportForm({ autoGos: '  ', inn: null, lastName: '', externalId: [' ', ''] })).toEqual({});
  });

  it('adds issueDate only with a passportDate', () => {
    expect(normalizeTransportForm({ passportDate: '20.05.2010' })).toEqual({
      passportDate: '2010-05-20',
      issueDate: '2010-05-20',
    });
    expect(normalizeTransportForm({ birthDate: '20.05.2010' })).not.toHaveProperty('issueDate');
  });

  it.each([
    ['01.02.1980', '1980-02-01'],
    [' 1980-02-01 ', '1980-02-01'],
    ['1.2.1980', '1.2.1980'],
    ['31.02.1980', '1980-02-31'],
  ])('turns the date %s into %s (validation judges the rest)', (value, expected) => {
    expect(normalizeDate(value)).toBe(expected);
  });
});

describe('transportFormSchema', () => {
  it('accepts the complete typed form and returns it normalised', () => {
    const form = transportFormSchema.parse(typed);
    expect(form).toEqual(normalizeTransportForm(typed));
  });

  it('accepts an empty form (requirementsOf decides what runs)', () => {
    expect(transportFormSchema.parse({})).toEqual({});
  });

  it.each([
    ['autoGos', 'АВ123477', 'plate'],
    ['trailerGos', 'А123ВС77', 'plate'],
    ['autoVin', 'XTA21099OY2766389', 'vin'],
    ['drivingLicenseNumber', '991234567', 'driving_license_number'],
    ['drivingLicenseDate', '31.02.2015', 'date'],
    ['birthDate', '01.01.1800', 'between 1900-01-01 and 2099-12-31'],
    ['passportNumber', '450912345', 'passport_number'],
    ['passportNumber', 'N12345678', 'passport_number'],
    ['phone', '12-34', 'phone'],
    ['ogrn', '1027700132196', 'ogrn_checksum'],
    ['inn', '7707083894', 'inn_checksum'],
    ['snils', '11223344596', 'snils_checksum'],
    ['email', 'not-an-email', 'email'],
    ['postcode', '1010', 'postcode'],
    ['photo', 'face.gif', 'photo'],
    ['lastName', '123', 'name'],
  ])('refuses %s = %s with %s at its path', (field, value, message) => {
    const issues = transportFormSchema.safeParse({ [field]: value }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('refuses an ATI id under 5 digits at its index', () => {
    const issues = transportFormSchema.safeParse({ externalId: ['12345', '1234'] }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['externalId.1', 'ati_id']]);
  });

  it('bounds every field before normalising', () => {
    expect(transportFormSchema.safeParse({ lastName: 'Я'.repeat(121) }).success).toBe(false);
    expect(transportFormSchema.safeParse({ externalId: Array.from({ length: 21 }, () => '12345') }).success).toBe(
      false,
    );
    expect(transportFormSchema.safeParse({ inn: '770708\u00003893' }).success).toBe(false);
  });

  it('with foreign_documents accepts other countries’ passport and licence numbers', () => {
    const foreign = transportFormSchemaFor({ foreign_documents: true });
    expect(foreign.parse({ passportNumber: 'n 1234 5678', drivingLicenseNumber: 'ab 123456' })).toEqual({
      passportNumber: 'N12345678',
      drivingLicenseNumber: 'AB123456',
    });
    expect(foreign.parse({ passportNumber: '4509 123456' }).passportNumber).toBe('4509123456');
    expect(foreign.safeParse({ passportNumber: 'N-1234' }).success).toBe(false);
    expect(foreign.safeParse({ autoGos: 'AB 1234' }).success).toBe(false);
  });
});

describe('requirementsOf', () => {
  const full = normalizeTransportForm(typed);

  it.each(verificationCheckNames)('runs %s with the complete form', (check) => {
    expect(requirementsOf(check, full, plain)).toEqual({ runs: true, missing: [] });
  });

  it.each<[VerificationCheck, NormalizedTransportForm]>([
    ['risk', { autoGos: 'А123ВС77' }],
    ['risk', { autoVin: 'XTA210990Y2766389' }],
    ['risk', { trailerGos: 'АВ123477' }],
    ['risk', { trailerVin: 'XTA210990Y2766389' }],
    ['risk', { ogrn: '1027700132195' }],
    ['risk', { inn: '7707083893' }],
    ['risk', { externalId: ['12345'] }],
    ['osago', { autoVin: 'XTA210990Y2766389' }],
    ['osago', { autoGos: 'А123ВС77' }],
    ['fssp', { lastName: 'Иванов', firstName: 'Иван', birthDate: '1980-02-01' }],
    ['trust_person', { lastName: 'Иванов', firstName: 'Иван', birthDate: '1980-02-01' }],
    ['sud', { lastName: 'Иванов', firstName: 'Иван', passportNumber: '4509123456' }],
    ['driver', { drivingLicenseNumber: '9912345678', drivingLicenseDate: '2015-03-15' }],
    ['face', { photo: 'face.png' }],
    ['reputation', { inn: '7707083893' }],
    ['find_ati_su_id', { inn: '7707083893' }],
    ['consistency', { phone: '+79123456789' }],
    ['consistency', { autoVin: 'XTA210990Y2766389' }],
    ['consistency', { lastName: 'Иванов' }],
  ])('runs %s with just %o', (check, form) => {
    expect(requirementsOf(check, form, plain).runs).toBe(true);
  });

  it.each<[VerificationCheck, NormalizedTransportForm, string[], string]>([
    ['risk', {}, ['autoGos', 'autoVin', 'trailerGos', 'trailerVin', 'ogrn', 'inn', 'externalId'], 'at_least_one_field'],
    [
      'risk',
      { externalId: ['1234'], lastName: 'Иванов' },
      ['autoGos', 'autoVin', 'trailerGos', 'trailerVin', 'ogrn', 'inn', 'externalId'],
      'ati_id_too_short',
    ],
    ['osago', { trailerGos: 'АВ123477', trailerVin: 'XTA210990Y2766389' }, ['autoVin', 'autoGos'], 'no_plate_or_vin'],
    ['osago', { externalId: ['1234'] }, ['autoVin', 'autoGos'], 'no_plate_or_vin'],
    [
      'passport_complex',
      { lastName: 'Иванов', firstName: 'Иван', birthDate: '1980-02-01', passportNumber: '4509123456' },
      ['passportDate'],
      'missing_fields',
    ],
    ['fssp', { lastName: 'Иванов', firstName: 'Иван' }, ['birthDate'], 'missing_fields'],
    ['trust_person', { firstName: 'Иван', birthDate: '1980-02-01' }, ['lastName'], 'missing_fields'],
    [
      'phone',
      { lastName: 'Иванов', firstName: 'Иван', birthDate: '1980-02-01', passportNumber: '4509123456' },
      ['phone'],
      'missing_fields',
    ],
    ['phone', { phone: '+79123456789' }, ['lastName', 'firstName', 'birthDate', 'passportNumber'], 'missing_fields'],
    ['sud', { lastName: 'Иванов', firstName: 'Иван', birthDate: '1980-02-01' }, ['passportNumber'], 'missing_fields'],
    ['driver', { drivingLicenseDate: '2015-03-15' }, ['drivingLicenseNumber'], 'no_license_number'],
    ['driver', { drivingLicenseNumber: '9912345678' }, ['drivingLicenseDate'], 'missing_fields'],
    ['face', { lastName: 'Иванов' }, ['photo'], 'missing_fields'],
    [
      'participant',
      { lastName: 'Иванов', firstName: 'Иван', passportNumber: '4509123456' },
      ['midName'],
      'missing_fields',
    ],
    ['reputation', { ogrn: '1027700132195' }, ['inn'], 'missing_fields'],
    ['find_ati_su_id', { externalId: ['12345'] }, ['inn'], 'missing_fields'],
    [
      'consistency',
      { ogrn: '1027700132195', email: 'a@b.test' },
      ['lastName', 'phone', 'passportNumber', 'autoGos', 'autoVin', 'trailerGos', 'trailerVin', 'inn'],
      'at_least_one_field',
    ],
  ])('does not run %s with %o: missing %o (%s)', (check, form, missing, reason) => {
    expect(requirementsOf(check, form, plain)).toEqual({ runs: false, missing, reason });
  });

  it('refuses a check the admin disabled, whatever the form', () => {
    expect(requirementsOf('osago', full, { ...plain, disabled_checks: ['osago'] })).toEqual({
      runs: false,
      missing: [],
      reason: 'check_disabled',
    });
    expect(requirementsOf('risk', full, { ...plain, disabled_checks: ['osago'] }).runs).toBe(true);
  });

  it('holds every check until the fields the admin requires are filled', () => {
    const settings = { ...plain, required_vetting_fields: ['phone', 'snils', 'not_a_field'] };
    const form = { autoGos: 'А123ВС77', phone: '+79123456789' };
    expect(requirementsOf('risk', form, settings)).toEqual({
      runs: false,
      missing: ['snils'],
      reason: 'required_vetting_fields',
    });
    expect(requirementsOf('risk', { ...form, snils: '11223344595' }, settings).runs).toBe(true);
  });

  it('names both its own and the required fields, its own reason first', () => {
    const settings = { ...plain, required_vetting_fields: ['phone', 'autoVin'] };
    expect(requirementsOf('osago', {}, settings)).toEqual({
      runs: false,
      missing: ['autoVin', 'autoGos', 'phone'],
      reason: 'no_plate_or_vin',
    });
  });

  it('counts only ATI ids of at least 5 digits as given for required fields', () => {
    const settings = { ...plain, required_vetting_fields: ['externalId'] };
    expect(requirementsOf('risk', { inn: '7707083893', externalId: ['1234'] }, settings).missing).toEqual([
      'externalId',
    ]);
  });

  it('with foreign_documents does not send foreign numbers to the Russian registers', () => {
    const settings = { ...plain, foreign_documents: true };
    const foreignPassport = { ...full, passportNumber: 'N12345678', drivingLicenseNumber: 'AB123456' };
    expect(requirementsOf('passport_complex', foreignPassport, settings)).toEqual({
      runs: false,
      missing: [],
      reason: 'foreign_document',
    });
    expect(requirementsOf('driver', foreignPassport, settings).reason).toBe('foreign_document');
    expect(requirementsOf('sud', foreignPassport, settings).runs).toBe(true);
    expect(requirementsOf('passport_complex', full, settings).runs).toBe(true);
    expect(requirementsOf('driver', full, settings).runs).toBe(true);
  });

  it('without foreign_documents leaves a mistyped number to the schema, not calling it foreign', () => {
    expect(requirementsOf('passport_complex', { ...full, passportNumber: '450912345' }, plain)).toEqual({
      runs: true,
      missing: [],
    });
  });
});

describe('phoneKey', () => {
  it.each([
    ['+79161234567', '79161234567'],
    ['+7 (916) 123-45-67', '79161234567'],
    ['89161234567', '79161234567'],
    ['8 916 123 45 67', '79161234567'],
    ['9161234567', '79161234567'],
    ['+375291234567', '375291234567'],
    ['+8612345678901', '8612345678901'],
    ['123456789', '123456789'],
  ])('stores %s as %s', (typed, key) => {
    expect(phoneKey(typed)).toBe(key);
  });
});
