import { describe, expect, it } from 'vitest';
import { decisionStateOf, passportMismatchFields, registerTermOf, registerTerms } from './terms';
import { deprivationStates } from '../verification/rules';

describe('registerTermOf', () => {
  it.each([
    ['company_status', 'Действующее', 'active'],
    ['company_status', ' ликвидировано ', 'liquidated'],
    ['osago_status', 'Истек срок действия', 'expired'],
    ['licence_status', 'Не найдено', 'not_found'],
    ['company_flag', 'Реестр  недобросовестных поставщиков', 'unfair_suppliers'],
    ['role', 'учредитель', 'founder'],
    ['phone_answer', 'Номер не найден', 'not_found'],
    ['company_status', 'Приостановлено', null],
    ['role', 'Бенефициар', null],
  ] as const)('%s "%s" → %s', (kind, value, term) => {
    expect(registerTermOf(kind, value)).toBe(term);
  });

  it('finds every word of every set', () => {
    for (const [kind, terms] of Object.entries(registerTerms)) {
      for (const [term, words] of Object.entries(terms)) {
        for (const word of words) expect(registerTermOf(kind as keyof typeof registerTerms, word)).toBe(term);
      }
    }
  });
});

describe('passportMismatchFields', () => {
  it.each([
    ['Данные владельца не совпадают: дата рождения', ['birthDate']],
    ['Данные владельца не совпадают: фамилия, имя', ['lastName', 'firstName']],
    ['данные владельца не совпадают:отчество', ['midName']],
    ['Данные владельца не совпадают: рост', null],
    ['Данные владельца не совпадают:', null],
    ['Действителен', null],
  ])('%s → %o', (description, fields) => {
    expect(passportMismatchFields(description)).toEqual(fields);
  });
});

describe('decisionStateOf', () => {
  it('knows every deprivation state and the codes that end one', () => {
    for (const code of Object.keys(deprivationStates)) expect(decisionStateOf(code)).toBe(code);
    expect(decisionStateOf(' 79 ')).toBe('79');
    expect(decisionStateOf('99')).toBeNull();
  });
});
