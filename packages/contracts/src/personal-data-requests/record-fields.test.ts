import { describe, expect, it } from 'vitest';
import { shownValue, subjectField } from './record-fields';

describe('a stored value in words', () => {
  it('shows a date as DD.MM.YYYY and any other text as it is', () => {
    expect(shownValue('1985-03-12')).toEqual({ ru: '12.03.1985', en: '12.03.1985' });
    expect(shownValue('Сидоров')).toEqual({ ru: 'Сидоров', en: 'Сидоров' });
    expect(shownValue('2-123/2026')).toEqual({ ru: '2-123/2026', en: '2-123/2026' });
  });

  it('separates thousands and decimals as each language does', () => {
    expect(shownValue(412500.5)).toEqual({ ru: '412\u00a0500,5', en: '412,500.5' });
    expect(shownValue(100)).toEqual({ ru: '100', en: '100' });
  });

  it('says yes or no in each language', () => {
    expect(shownValue(true)).toEqual({ ru: 'да', en: 'yes' });
    expect(shownValue(false)).toEqual({ ru: 'нет', en: 'no' });
  });

  it('writes a list and an item of several parts as a register file does, never as JSON', () => {
    expect(shownValue(['Должников П. А.', 'ООО «ДемоЛогистик»'])).toEqual({
      ru: 'Должников П. А.; ООО «ДемоЛогистик»',
      en: 'Должников П. А.; ООО «ДемоЛогистик»',
    });
    const decision = { date: '2024-09-02', state: '60', stateName: 'Лишение', term: 18, region: 'Ростовская область' };
    expect(shownValue([decision]).ru).toBe('02.09.2024 | 60 | Лишение | 18 | Ростовская область');
    expect(shownValue({ term: null, region: '' })).toEqual({ ru: '', en: '' });
  });
});

describe('a record field', () => {
  const label = { ru: 'Фамилия', en: 'Last name' };

  it('is left out when it holds nothing', () => {
    expect(subjectField('lastName', label, null)).toEqual([]);
    expect(subjectField('lastName', label, '')).toEqual([]);
    expect(subjectField('sides', label, [])).toEqual([]);
  });

  it('carries its key, its label and its value in both languages', () => {
    expect(subjectField('lastName', label, 'Сидоров')).toEqual([
      { key: 'lastName', label, value: { ru: 'Сидоров', en: 'Сидоров' } },
    ]);
  });
});
