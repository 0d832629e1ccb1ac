import { describe, expect, it } from 'vitest';
import { linesOfTsv, readEdgeNumber, readLabelledFields } from './page-text';

describe('printed fields of the passport page', () => {
  it('reads each value after its label, through OCR slips in the labels', () => {
    const fields = readLabelledFields([
      'Паспорт выдан ОТДЕЛОМ УФМС РОССИИ ПО Г. МОСКВЕ',
      'Датавыдачи 27.08.2011 Код подразделения 449-089',
      'Фамлия — МЕРКУЛОВ',
      'мя ОЛЬГА',
      'Отчесвю  ИГОРЕВНА',
      'пол ЖЕН. Дата рождения 15.07.1980',
    ]);
    expect(fields).toEqual({
      lastName: { value: 'МЕРКУЛОВ' },
      firstName: { value: 'ОЛЬГА' },
      middleName: { value: 'ИГОРЕВНА' },
      birthDate: { value: '1980-07-15' },
      issueDate: { value: '2011-08-27' },
    });
  });

  it('reads Latin look-alikes inside a Cyrillic name as Cyrillic, and keeps a double surname', () => {
    const fields = readLabelledFields(['Фамилия CAЛTЫKOB-ЩEДPИH']);
    expect(fields.lastName).toEqual({ value: 'САЛТЫКОВ-ЩЕДРИН' });
  });

  it('says unreadable for a label without a valid value, and not found for a missing label', () => {
    const fields = readLabelledFields(['Дата рождения 31.02.1980', 'Имя 12345']);
    expect(fields.birthDate).toEqual({ unreadable: true });
    expect(fields.firstName).toEqual({ unreadable: true });
    expect(fields.lastName).toBeNull();
  });

  it('reads a name printed on the line below its label', () => {
    const fields = readLabelledFields(['Фамилия', 'ЩЕРБАКОВА', 'Имя', 'АЛЁНА', 'Отчество', 'ИЛЬИНИЧНА', 'Пол ЖЕН.']);
    expect(fields.lastName).toEqual({ value: 'ЩЕРБАКОВА' });
    expect(fields.firstName).toEqual({ value: 'АЛЁНА' });
    expect(fields.middleName).toEqual({ value: 'ИЛЬИНИЧНА' });
  });

  it("finds a lone label's name by the boxes: on its row to the right first, else just under it", () => {
    const box = (text: string, left: number, top: number) => ({ text, left, top, right: left + 150, bottom: top + 30 });
    // Page segmentation put each value on a line of its own, a little above its label's.
    const sameRow = readLabelledFields([box('ТРЕТЬЯКОВА', 470, 725), box('Фамилия', 346, 735), box('Имя', 346, 797)]);
    expect(sameRow.lastName).toEqual({ value: 'ТРЕТЬЯКОВА' });
    // The value under its label; the next label's value on the line under that is not taken.
    const below = readLabelledFields([
      box('Фамилия', 340, 700),
      box('ЩЕРБАКОВА', 360, 740),
      box('Имя', 340, 780),
      box('Пол ЖЕН.', 340, 980),
    ]);
    expect(below.lastName).toEqual({ value: 'ЩЕРБАКОВА' });
    expect(below.firstName).toEqual({ unreadable: true });
  });

  it("keeps OCR's lowest confidence over a value's words, and a split word as two words", () => {
    const line = (text: string, confidences: number[]) => ({ text, left: 0, top: 0, right: 0, bottom: 0, confidences });
    const fields = readLabelledFields([
      line('Отчество АНАТОЛ ЬЕВНА', [96, 91, 42]),
      line('Дата рождения 05.03.1971 Место', [95, 93, 61, 90]),
    ]);
    expect(fields.middleName).toEqual({ value: 'АНАТОЛ ЬЕВНА', confidence: 42 });
    expect(fields.birthDate).toEqual({ value: '1971-03-05', confidence: 61 });
    // A short doubted word after the name is a speck, not a second name.
    expect(readLabelledFields([line('Отчество СЕРГЕЕВИЧ ЕО', [96, 92, 31])]).middleName).toEqual({
      value: 'СЕРГЕЕВИЧ',
      confidence: 92,
    });
  });

  it('fills only what an earlier reading lacks', () => {
    const earlier = readLabelledFields(['Фамилия ИВАНОВ']);
    const merged = readLabelledFields(['Фамилия ПЕТРОВ', 'Имя ИВАН'], earlier);
    expect(merged.lastName).toEqual({ value: 'ИВАНОВ' });
    expect(merged.firstName).toEqual({ value: 'ИВАН' });
  });

  it('reads the edge number when its copies agree, and not when they differ', () => {
    expect(readEdgeNumber('45 09 123456 45 09 123456')).toEqual({ value: '4509123456', copies: 2 });
    expect(readEdgeNumber('4509 123456')).toEqual({ value: '4509123456', copies: 1 });
    expect(readEdgeNumber('45 09 123456 45 09 128456')).toEqual({ unreadable: true });
    expect(readEdgeNumber('')).toBeNull();
  });

  it("groups tesseract's TSV words into lines with their boxes", () => {
    const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
    const word = (line: number, word: number, left: number, text: string) =>
      `5\t1\t1\t1\t${line}\t${word}\t${left}\t${line * 50}\t40\t20\t90\t${text}`;
    const lines = linesOfTsv(
      [header, word(1, 1, 10, 'Фамилия'), word(1, 2, 200, 'ИВАНОВ'), word(2, 1, 10, 'Имя')].join('\n'),
    );
    expect(lines).toEqual([
      { text: 'Фамилия ИВАНОВ', left: 10, top: 50, right: 240, bottom: 70, confidences: [90, 90] },
      { text: 'Имя', left: 10, top: 100, right: 50, bottom: 120, confidences: [90] },
    ]);
  });
});
