import { describe, expect, it } from 'vitest';
import {
  atiIdSchema,
  innSchema,
  isValidAtiId,
  isValidDrivingLicenseNumber,
  isValidForeignDocumentNumber,
  isValidPassportOrForeignNumber,
  isValidInn,
  isValidOgrn,
  isValidPassportNumber,
  isValidSnils,
  isValidTrailerPlate,
  isValidVehiclePlate,
  isValidVin,
  normalizeDrivingLicenseNumber,
  normalizePlate,
  normalizeVin,
  ogrnSchema,
  snilsSchema,
  vehiclePlateSchema,
} from './identifiers';

describe('isValidInn', () => {
  it.each([
    ['7707083893', 'legal entity (Sberbank)'],
    ['7736207543', 'legal entity (Yandex)'],
    ['7830002293', 'legal entity'],
    ['500100732259', 'individual'],
    ['773123456716', 'individual'],
  ])('accepts %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['7707083894', 'last digit changed'],
    ['7707083393', 'a middle digit changed'],
    ['500100732269', 'first check digit of 12 changed'],
    ['500100732258', 'second check digit of 12 changed'],
    ['500100782259', 'a body digit of 12 changed'],
    ['770708389', '9 digits'],
    ['77070838931', '11 digits'],
    ['7707O83893', 'a letter O'],
    [' 7707083893', 'a leading space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('isValidOgrn', () => {
  it.each([
    ['1027700132195', 'OGRN (Sberbank)'],
    ['1037739010891', 'OGRN'],
    ['1027700070518', 'OGRN'],
    ['304500116000157', 'OGRNIP'],
    ['304500116000191', 'OGRNIP whose mod 13 and mod 11 check digits differ'],
  ])('accepts %s (%s)', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(true);
  });

  it.each([
    ['1027700132196', 'OGRN check digit changed'],
    ['1027700182195', 'OGRN body digit changed'],
    ['304500116000158', 'OGRNIP check digit changed'],
    ['304500116100157', 'OGRNIP body digit changed'],
    ['304500116000190', 'OGRNIP with the check digit of the OGRN modulus (mod 11)'],
    ['10277001321950', '14 digits'],
    ['102770013219', '12 digits'],
    ['102770013219A', 'a letter'],
  ])('rejects %s (%s)', (ogrn) => {
    expect(isValidOgrn(ogrn)).toBe(false);
  });
});

describe('isValidSnils', () => {
  it.each([
    ['11223344595', 'sum 95 < 100: the sum itself'],
    ['11240721899', 'sum 99: the sum itself'],
    ['11513135400', 'sum exactly 100: 00'],
    ['11224091900', 'sum exactly 101: 00'],
    ['11524222001', 'sum 102: 102 mod 101 = 01'],
    ['12345678964', 'sum 165: 165 mod 101 = 64'],
    ['11479875600', 'sum 201: mod 101 = 100, written 00'],
    ['08765430300', 'sum 202: mod 101 = 0'],
    ['00100199812', 'number 001-001-998 and below is not checked'],
    ['00000000000', 'zero number is not checked'],
  ])('accepts %s (%s)', (snils) => {
    expect(isValidSnils(snils)).toBe(true);
  });

  it.each([
    ['11223344596', 'checksum changed'],
    ['11223344695', 'a body digit changed'],
    ['11513135401', 'sum 100 written as 01'],
    ['11224091901', 'sum 101 written as 01'],
    ['11479875601', 'sum 201 written as 01'],
    ['00100199912', 'number 001-001-999 is checked'],
    ['112-233-445 95', 'separators (normalise first)'],
    ['1122334459', '10 digits'],
  ])('rejects %s (%s)', (snils) => {
    expect(isValidSnils(snils)).toBe(false);
  });
});

describe('plates', () => {
  it.each(['А123ВС77', 'А123ВС777', 'Х001ХХ199', 'М999ОР01', 'Т555УК102'])('accepts the vehicle plate %s', (plate) => {
    expect(isValidVehiclePlate(plate)).toBe(true);
  });

  it.each([
    ['А123ВС7', '1-digit region'],
    ['А123ВС7777', '4-digit region'],
    ['А123ВС00', 'region 00'],
    ['А123ВС077', '3-digit region with a leading zero'],
    ['А000ВС77', 'number 000'],
    ['Б123ВС77', 'Б is not a plate letter'],
    ['А123ВЁ77', 'Ё is not a plate letter'],
    ['A123BC77', 'Latin letters (normalise first)'],
    ['а123вс77', 'lower case (normalise first)'],
    ['А 123 ВС 77', 'spaces'],
    ['А123-ВС77', 'a dash'],
    ['АВ123477', 'a trailer plate'],
    ['АВ12377', 'a taxi plate'],
  ])('rejects the vehicle plate %s (%s)', (plate) => {
    expect(isValidVehiclePlate(plate)).toBe(false);
  });

  it.each(['АВ123477', 'АВ1234777', 'ХХ000177'])('accepts the trailer plate %s', (plate) => {
    expect(isValidTrailerPlate(plate)).toBe(true);
  });

  it.each([
    ['АВ000077', 'number 0000'],
    ['АВ12377', '3 digits'],
    ['АВ12345677', '5 digits'],
    ['АД123477', 'Д is not a plate letter'],
    ['А123ВС77', 'a vehicle plate'],
  ])('rejects the trailer plate %s (%s)', (plate) => {
    expect(isValidTrailerPlate(plate)).toBe(false);
  });

  it.each([
    ['a 123 bc 77', 'А123ВС77'],
    ['А123вс777', 'А123ВС777'],
    ['ab 1234 77', 'АВ123477'],
    ['Y777KX 50', 'У777КХ50'],
  ])('normalises %s to %s', (typed, plate) => {
    expect(normalizePlate(typed)).toBe(plate);
  });

  it('leaves letters without a twin alone, so that validation still refuses them', () => {
    expect(normalizePlate('D123FG77')).toBe('D123FG77');
    expect(isValidVehiclePlate(normalizePlate('D123FG77'))).toBe(false);
  });
});

describe('isValidVin', () => {
  it.each(['XTA210990Y2766389', 'WVWZZZ1JZXW000001', '1HGCM82633A004352', 'Z94CB41AAGR323020'])('accepts %s', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it('does not require the North American check digit', () => {
    // 1HGCM82633A004352 is valid with check digit 3; the same VIN with 4 in position 9 is still accepted.
    expect(isValidVin('1HGCM82643A004352')).toBe(true);
  });

  it.each([
    ['XTA210990Y276638', '16 characters'],
    ['XTA210990Y27663890', '18 characters'],
    ['XTA21099OY2766389', 'letter O'],
    ['XTA21099IY2766389', 'letter I'],
    ['XTA21099QY2766389', 'letter Q'],
    ['xta210990y2766389', 'lower case (normalise first)'],
    ['ХТА210990У2766389', 'Cyrillic twins (normalise first)'],
    ['XTA210990Y276638-', 'a dash'],
  ])('rejects %s (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(false);
  });

  it('normalises case, spaces and Cyrillic twins', () => {
    expect(normalizeVin(' хта210990у 2766389 ')).toBe('XTA210990Y2766389');
  });
});

describe('document numbers', () => {
  it.each([
    [isValidPassportNumber, '4509123456', true],
    [isValidPassportNumber, '450912345', false],
    [isValidPassportNumber, '45091234567', false],
    [isValidPassportNumber, '4509 123456', false],
    [isValidPassportNumber, '45O9123456', false],
    [isValidDrivingLicenseNumber, '9912345678', true],
    [isValidDrivingLicenseNumber, '77АВ123456', true],
    [isValidDrivingLicenseNumber, '77ТХ000001', true],
    [isValidDrivingLicenseNumber, '77ДЖ123456', false],
    [isValidDrivingLicenseNumber, 'АВ77123456', false],
    [isValidDrivingLicenseNumber, '77А1123456', false],
    [isValidDrivingLicenseNumber, '991234567', false],
    [isValidDrivingLicenseNumber, '99123456789', false],
    [isValidPassportOrForeignNumber, '4510123456', true],
    [isValidPassportOrForeignNumber, 'N12345678', true],
    [isValidPassportOrForeignNumber, 'МР1234567', true],
    [isValidPassportOrForeignNumber, '4510', false],
    [isValidPassportOrForeignNumber, '451012345', false],
    [isValidPassportOrForeignNumber, 'AB12', false],
    [isValidForeignDocumentNumber, 'N12345678', true],
    [isValidForeignDocumentNumber, 'МР1234567', true],
    [isValidForeignDocumentNumber, '4509123456', true],
    [isValidForeignDocumentNumber, 'AB1', false],
    [isValidForeignDocumentNumber, 'AB-123456', false],
    [isValidForeignDocumentNumber, 'A'.repeat(21), false],
    [isValidAtiId, '12345', true],
    [isValidAtiId, '123456789012', true],
    [isValidAtiId, '1234', false],
    [isValidAtiId, '1234567890123', false],
    [isValidAtiId, '12 345', false],
    [isValidAtiId, '1234a', false],
  ] as const)('%o(%s) is %s', (isValid, value, expected) => {
    expect(isValid(value)).toBe(expected);
  });

  it.each([
    ['77 ab 123456', '77АВ123456', 'Latin twins of an old series become Cyrillic'],
    ['99 12 345678', '9912345678', 'spaces go'],
    ['ab 123456', 'AB123456', 'a foreign number keeps its Latin letters'],
  ])('normalises the licence number %s to %s (%s)', (typed, number) => {
    expect(normalizeDrivingLicenseNumber(typed)).toBe(number);
  });
});

describe('schemas', () => {
  it.each([
    [innSchema, '7707083893', undefined],
    [innSchema, '770708389', 'inn'],
    [innSchema, '7707083894', 'inn_checksum'],
    [ogrnSchema, '1027700132195', undefined],
    [ogrnSchema, '10277001321', 'ogrn'],
    [ogrnSchema, '1027700132196', 'ogrn_checksum'],
    [snilsSchema, '11223344595', undefined],
    [snilsSchema, '1122334459', 'snils'],
    [snilsSchema, '11223344596', 'snils_checksum'],
    [vehiclePlateSchema, 'А123ВС77', undefined],
    [vehiclePlateSchema, 'А123ВС7', 'plate'],
    [atiIdSchema, '1234', 'ati_id'],
  ] as const)('%#: %s → %s', (schema, value, code) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues[0].message).toBe(code);
  });

  it('refuses U+0000 before any format rule', () => {
    expect(innSchema.safeParse('770708\u00003893').success).toBe(false);
  });
});
