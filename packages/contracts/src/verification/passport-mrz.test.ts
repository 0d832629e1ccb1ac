import { describe, expect, it } from 'vitest';
import {
  encodePassportMrz,
  findMrzLines,
  fromMrzName,
  isUnclearMrzName,
  mrzCheckDigit,
  parsePassportMrz,
  toMrzName,
  type PassportMrzData,
} from './passport-mrz';

const person: PassportMrzData = {
  lastName: 'Щукина',
  firstName: 'Юлия',
  middleName: 'Эдуардовна',
  birthDate: '1985-07-23',
  sex: 'F',
  serialNumber: '4509123456',
  issueDate: '2015-12-18',
  departmentCode: '770003',
};
const today = new Date('2026-11-24T00:00:00Z');

describe('passport MRZ', () => {
  it('computes ICAO check digits with weights 7-3-1 (ICAO 9303 examples)', () => {
    expect(mrzCheckDigit('L898902C3')).toBe('6');
    expect(mrzCheckDigit('740812')).toBe('2');
    expect(mrzCheckDigit('<<<<')).toBe('0');
    expect(mrzCheckDigit('a')).toBeNull();
  });

  it('transliterates by the МВД table both ways', () => {
    expect(toMrzName('Щукина')).toBe('WUKINA');
    expect(toMrzName('Чернышёв')).toBe('3ERNY42V');
    expect(toMrzName('Салтыков-Щедрин')).toBe('SALTYKOV<WEDRIN');
    expect(toMrzName('Smith')).toBeNull();
    expect(fromMrzName('3ERNY42V')).toBe('ЧЕРНЫШЁВ');
    expect(fromMrzName('8KOVLEV')).toBe('ЯКОВЛЕВ');
    expect(fromMrzName('ЖУК')).toBeNull();
  });

  it('encodes two lines of 44 with the last series digit in the optional field', () => {
    const [line1, line2] = encodePassportMrz(person);
    expect(line1).toBe('PNRUSWUKINA<<7LI8<6DUARDOVNA'.padEnd(44, '<'));
    expect(line1).toHaveLength(44);
    expect(line2).toHaveLength(44);
    expect(line2.slice(0, 9)).toBe('450123456');
    expect(line2.slice(10, 13)).toBe('RUS');
    expect(line2.slice(28, 42)).toBe('9151218770003<');
  });

  it('parses what it encodes', () => {
    const reading = parsePassportMrz(encodePassportMrz(person), today);
    expect(reading).toEqual({
      lastName: 'ЩУКИНА',
      firstName: 'ЮЛИЯ',
      middleName: 'ЭДУАРДОВНА',
      namesComplete: true,
      unclearNames: [],
      birthDate: '1985-07-23',
      serialNumber: '4509123456',
      issueDate: '2015-12-18',
      valid: true,
    });
  });

  it('reads OCR noise: spaces, « for <, O for 0 in digit places', () => {
    const [line1, line2] = encodePassportMrz(person);
    const noisy2 = line2
      .replace(/0/g, 'O')
      .replace(/</g, '«')
      .replace(/^(.{10})/, '$1 ');
    const reading = parsePassportMrz([line1.replace(/<</g, '< <'), noisy2], today);
    expect(reading.serialNumber).toBe('4509123456');
    expect(reading.birthDate).toBe('1985-07-23');
    expect(reading.valid).toBe(true);
  });

  it('drops a field whose check digit fails, keeps the others', () => {
    const [line1, line2] = encodePassportMrz(person);
    const wrongBirth = line2.slice(0, 13) + '850724' + line2.slice(19);
    const reading = parsePassportMrz([line1, wrongBirth], today);
    expect(reading.birthDate).toBeNull();
    expect(reading.serialNumber).toBe('4509123456');
    expect(reading.valid).toBe(false);
  });

  it('puts a two-digit year in the past (birth in the 1900s, issue in the 2000s)', () => {
    const old = { ...person, birthDate: '1961-01-05', issueDate: '2006-02-01' };
    const reading = parsePassportMrz(encodePassportMrz(old), today);
    expect(reading.birthDate).toBe('1961-01-05');
    expect(reading.issueDate).toBe('2006-02-01');
  });

  it('writes Й, Ё, Щ, Ь and Ъ as the МВД table does (Q, 2, W, 9, X), and reads them back', () => {
    expect(toMrzName('Николай')).toBe('NIKOLAQ');
    expect(toMrzName('Семёнов')).toBe('SEM2NOV');
    expect(toMrzName('Щербакова')).toBe('WERBAKOVA');
    expect(toMrzName('Анатольевна')).toBe('ANATOL9EVNA');
    expect(toMrzName('Подъячев')).toBe('PODX83EV');
    for (const name of ['НИКОЛАЙ', 'СЕМЁНОВ', 'ЩЕРБАКОВА', 'АНАТОЛЬЕВНА', 'ПОДЪЯЧЕВ', 'ИЛЬИНИЧНА'])
      expect(fromMrzName(toMrzName(name)!)).toBe(name);
  });

  it('calls an MRZ name unclear when it holds a look-alike digit or a sign where Russian has none', () => {
    expect(isUnclearMrzName('ANATOL9EVNA')).toBe(false);
    expect(isUnclearMrzName('PODX83EV')).toBe(false);
    // 0 for O, 1 for I: not letters of the table
    expect(isUnclearMrzName('M0R0ZOV')).toBe(true);
    expect(isUnclearMrzName('1VAN')).toBe(true);
    // Ь after a vowel (ИЛЬ9ИНИЧНА's 9 moved) or first in a part
    expect(isUnclearMrzName('ILI9NI3NA')).toBe(true);
    expect(isUnclearMrzName('ANATOL<9EVNA')).toBe(true);
    const [line1, line2] = encodePassportMrz({ ...person, lastName: 'Морозова', middleName: 'Анатольевна' });
    const reading = parsePassportMrz([line1.replace('MOROZOVA', 'M0ROZOVA'), line2], today);
    expect(reading.lastName).toBe('МОРОЗОВА');
    expect(reading.unclearNames).toEqual(['lastName']);
  });

  it('finds the two lines among other OCR lines', () => {
    const [line1, line2] = encodePassportMrz(person);
    expect(findMrzLines(['ФАМИЛИЯ ЩУКИНА', line1, line2])).toEqual([line1, line2]);
    expect(findMrzLines(['ничего', 'нет'])).toBeNull();
  });
});
