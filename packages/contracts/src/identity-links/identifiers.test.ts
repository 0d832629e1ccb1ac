import { describe, expect, it } from 'vitest';
import { identifierLabel, normalizeIdentifier, personKey, sightingOf } from './identifiers';

describe('normalizeIdentifier', () => {
  it.each([
    ['plate', 'a 123 bc 77', 'А123ВС77'],
    ['plate', 'ав1234 777', 'АВ1234777'],
    ['vin', 'xta 21099 0y1234567', 'XTA210990Y1234567'],
    ['phone', '8 (912) 345-67-89', '+79123456789'],
    ['phone', '+7 912 345 67 89', '+79123456789'],
    ['phone', '912 345 67 89', '+79123456789'],
    ['passport', '45 10 123456', '4510123456'],
    ['licence', '77 ab 123456', '77АВ123456'],
    ['inn', '7707083893', '7707083893'],
    ['ogrn', '1027700132195', '1027700132195'],
    ['ati_id', '12345', '12345'],
    ['person', 'Щербакова  Алёна Ильинична 01.02.1980', 'щербакова|алена|ильинична|1980-02-01'],
    ['person', 'ИВАНОВ иван', 'иванов|иван||'],
    ['person', 'иванов|иван||1980-02-01', 'иванов|иван||1980-02-01'],
  ] as const)('%s %s → %s', (kind, raw, value) => {
    expect(normalizeIdentifier(kind, raw)).toBe(value);
  });

  it.each([
    ['plate', '123'],
    ['vin', 'XTA21099OY1234567'],
    ['phone', '12345'],
    ['inn', '7707083894'],
    ['ogrn', '1027700132194'],
    ['ati_id', '12'],
    ['person', 'Иванов'],
    ['person', 'a b c d e'],
  ] as const)('refuses %s %s', (kind, raw) => {
    expect(normalizeIdentifier(kind, raw)).toBeNull();
  });
});

describe('personKey', () => {
  it('folds case, ё and spaces, and takes both date forms', () => {
    const typed = personKey({
      lastName: ' Щербакова ',
      firstName: 'Алёна',
      midName: 'ильинична',
      birthDate: '01.02.1980',
    });
    const register = personKey({
      lastName: 'ЩЕРБАКОВА',
      firstName: 'АЛЕНА',
      midName: 'ИЛЬИНИЧНА',
      birthDate: '1980-02-01',
    });
    expect(typed).toBe(register);
  });

  it('needs a surname and a name', () => {
    expect(personKey({ lastName: 'Иванов' })).toBeNull();
    expect(personKey({ firstName: 'Иван' })).toBeNull();
  });
});

describe('sightingOf and identifierLabel', () => {
  it('drops blank and invalid values, so a typo links nothing', () => {
    expect(sightingOf('vehicle', 'plate', '')).toEqual([]);
    expect(sightingOf('vehicle', 'plate', 'нет')).toEqual([]);
    expect(sightingOf('vehicle', 'plate', 'A123BC77')).toEqual([{ part: 'vehicle', kind: 'plate', value: 'А123ВС77' }]);
  });

  it('shows a person key as a name and a date', () => {
    expect(identifierLabel('person', 'иванов-петров|петр|семенович|1980-02-01')).toBe(
      'Иванов-Петров Петр Семенович, 01.02.1980',
    );
    expect(identifierLabel('person', 'иванов|иван||')).toBe('Иванов Иван');
    expect(identifierLabel('phone', '+79123456789')).toBe('+79123456789');
  });
});
