import { describe, expect, it } from 'vitest';
import { chooseChecked, chooseName, lowConfidence, type MrzName } from './choose-fields';

const mrz = (value: string | null, more: Partial<MrzName> = {}): MrzName => ({
  value,
  unclear: false,
  complete: true,
  seen: true,
  ...more,
});
const printed = (value: string, confidence = 95) => ({ value, confidence });
const noMrz: MrzName = { value: null, unclear: false, complete: false, seen: false };

describe('a name from the print and the MRZ', () => {
  it('settles a name both readings agree on, even where OCR doubted one of them', () => {
    expect(chooseName(printed('ИЛЬИНИЧНА'), mrz('ИЛЬИНИЧНА'))).toEqual({ value: 'ИЛЬИНИЧНА', source: 'text_and_mrz' });
    expect(chooseName(printed('ЩЕРБАКОВА', 40), mrz('ЩЕРБАКОВА'))).toEqual({
      value: 'ЩЕРБАКОВА',
      source: 'text_and_mrz',
    });
    // A double name: the print's space is the MRZ's filler.
    expect(chooseName(printed('АННА МАРИЯ'), mrz('АННА МАРИЯ'))).toEqual({
      value: 'АННА МАРИЯ',
      source: 'text_and_mrz',
    });
  });

  it('marks readings that differ, with both, and gives the MRZ where the print lost a letter mark (Й, Щ, Ё)', () => {
    expect(chooseName(printed('НИКОЛАИ'), mrz('НИКОЛАЙ'))).toEqual({
      value: 'НИКОЛАЙ',
      source: 'mrz',
      unsure: { reasons: ['readings_differ'], readings: { printed: 'НИКОЛАИ', mrz: 'НИКОЛАЙ' } },
    });
    expect(chooseName(printed('ШЕРБАКОВА'), mrz('ЩЕРБАКОВА'))).toMatchObject({
      value: 'ЩЕРБАКОВА',
      unsure: { reasons: ['readings_differ'] },
    });
    expect(chooseName(printed('СЕМЕНОВ'), mrz('СЕМЁНОВ'))).toMatchObject({ value: 'СЕМЁНОВ' });
  });

  it("marks the MRZ's 9 read for another letter, and keeps the print as the likelier value", () => {
    // ИЛЬИНИЧНА in the MRZ is IL9INI3NA; OCR read the 9 as an O.
    expect(chooseName(printed('ИЛЬИНИЧНА'), mrz('ИЛОИНИЧНА'))).toEqual({
      value: 'ИЛЬИНИЧНА',
      source: 'text',
      unsure: { reasons: ['readings_differ'], readings: { printed: 'ИЛЬИНИЧНА', mrz: 'ИЛОИНИЧНА' } },
    });
    expect(chooseName(printed('ИЛЬИНИЧНА'), mrz('ИЛЬОИНИЧНА', { unclear: true }))).toEqual({
      value: 'ИЛЬИНИЧНА',
      source: 'text',
      unsure: { reasons: ['readings_differ', 'mrz_unclear'], readings: { printed: 'ИЛЬИНИЧНА', mrz: 'ИЛЬОИНИЧНА' } },
    });
  });

  it('marks a space inside a word and gives the word whole when the MRZ has it so', () => {
    expect(chooseName(printed('АНАТОЛ ЬЕВНА'), mrz('АНАТОЛЬЕВНА'))).toEqual({
      value: 'АНАТОЛЬЕВНА',
      source: 'mrz',
      unsure: { reasons: ['space_in_word'], readings: { printed: 'АНАТОЛ ЬЕВНА', mrz: 'АНАТОЛЬЕВНА' } },
    });
    // Nothing to check the space against: marked, the print given as read.
    expect(chooseName(printed('АНАТОЛ ЬЕВНА'), noMrz)).toMatchObject({
      value: 'АНАТОЛ ЬЕВНА',
      unsure: { reasons: ['space_in_word', 'single_reading'] },
    });
  });

  it('marks a name read once only, from the print or from the MRZ, and a doubted print', () => {
    expect(chooseName(printed('ИВАНОВ'), noMrz)).toEqual({
      value: 'ИВАНОВ',
      source: 'text',
      unsure: { reasons: ['single_reading'], readings: { printed: 'ИВАНОВ', mrz: '' } },
    });
    expect(chooseName(printed('ИВАНОВ', lowConfidence - 1), noMrz)).toMatchObject({
      unsure: { reasons: ['single_reading', 'low_confidence'] },
    });
    expect(chooseName({ unreadable: true }, mrz('АНДРЕЕВИЧ'))).toEqual({
      value: 'АНДРЕЕВИЧ',
      source: 'mrz',
      unsure: { reasons: ['single_reading'], readings: { printed: '', mrz: 'АНДРЕЕВИЧ' } },
    });
    expect(chooseName(null, mrz('М0РОЗОВ', { unclear: true }))).toMatchObject({
      unsure: { reasons: ['single_reading', 'mrz_unclear'] },
    });
  });

  it("keeps the print where the MRZ's line ran out, marking it only when OCR doubted it", () => {
    const cut = mrz('КОНСТАНТИНОПОЛЬСК', { complete: false });
    expect(chooseName(printed('КОНСТАНТИНОПОЛЬСКАЯ'), cut)).toEqual({ value: 'КОНСТАНТИНОПОЛЬСКАЯ', source: 'text' });
    expect(chooseName(printed('КОНСТАНТИНОПОЛЬСКАЯ', 50), cut)).toMatchObject({
      unsure: { reasons: ['low_confidence'] },
    });
  });

  it('leaves a name neither reading gave empty, with why', () => {
    expect(chooseName(null, noMrz)).toEqual({ value: '', reason: 'not_found' });
    expect(chooseName({ unreadable: true }, noMrz)).toEqual({ value: '', reason: 'unreadable' });
    expect(chooseName(null, mrz(null))).toEqual({ value: '', reason: 'unreadable' });
  });
});

describe('a date or the number, checked by the MRZ', () => {
  it("takes the MRZ's value whose check digit held, the print agreeing or not", () => {
    expect(chooseChecked(printed('1980-07-15'), { value: '1980-07-15', seen: true })).toEqual({
      value: '1980-07-15',
      source: 'text_and_mrz',
    });
    expect(chooseChecked(printed('1980-07-16', 40), { value: '1980-07-15', seen: true })).toEqual({
      value: '1980-07-15',
      source: 'mrz',
    });
  });

  it("marks the print when the MRZ's check failed, or there was no MRZ", () => {
    expect(chooseChecked(printed('1980-07-16'), { value: null, seen: true })).toEqual({
      value: '1980-07-16',
      source: 'text',
      unsure: { reasons: ['mrz_check_failed'], readings: { printed: '1980-07-16', mrz: '' } },
    });
    expect(chooseChecked(printed('1980-07-16', 20), { value: null, seen: false })).toMatchObject({
      unsure: { reasons: ['single_reading', 'low_confidence'] },
    });
  });

  it('takes the number whose two copies down the edge agree, and marks one copy alone', () => {
    expect(chooseChecked({ value: '4509123456', copies: 2 }, { value: null, seen: true })).toEqual({
      value: '4509123456',
      source: 'text',
    });
    expect(chooseChecked({ value: '4509123456', copies: 1 }, { value: null, seen: false })).toMatchObject({
      unsure: { reasons: ['single_reading'] },
    });
  });

  it('leaves a field empty with why when neither gave it', () => {
    expect(chooseChecked(null, { value: null, seen: false })).toEqual({ value: '', reason: 'not_found' });
    expect(chooseChecked(null, { value: null, seen: true })).toEqual({ value: '', reason: 'unreadable' });
  });
});
