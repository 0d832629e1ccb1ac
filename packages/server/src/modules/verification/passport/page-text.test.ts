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

  it('fills only what an earlier reading lacks', () => {
    const earlier = readLabelledFields(['Фамилия ИВАНОВ']);
    const merged = readLabelledFields(['Фамилия ПЕТРОВ', 'Имя ИВАН'], earlier);
    expect(merged.lastName).toEqual({ value: 'ИВАНОВ' });
    expect(merged.firstName).toEqual({ value: 'ИВАН' });
  });

  it('reads the edge number when its copies agree, and not when they differ', () => {
    expect(readEdgeNumber('45 09 123456 45 09 123456')).toEqual({ value: '4509123456' });
    expect(readEdgeNumber('4509 123456')).toEqual({ value: '4509123456' });
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
      { text: 'Фамилия ИВАНОВ', left: 10, top: 50, right: 240, bottom: 70 },
      { text: 'Имя', left: 10, top: 100, right: 50, bottom: 120 },
    ]);
  });
});
