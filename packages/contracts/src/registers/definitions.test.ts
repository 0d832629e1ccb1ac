import { describe, expect, it } from 'vitest';
import { parseRegisterRow, type RegisterDefinition } from './columns';
import { registerDefinitions } from './definitions';
import { registerNames } from './registers';

type AnyDefinition = RegisterDefinition;
const parse = (name: keyof typeof registerDefinitions, values: Record<string, string>) =>
  parseRegisterRow(registerDefinitions[name] as AnyDefinition, values);
const problems = (name: keyof typeof registerDefinitions, values: Record<string, string>) => {
  const result = parse(name, values);
  return result.ok ? [] : result.problems;
};
const examples = (name: keyof typeof registerDefinitions) =>
  Object.fromEntries(
    Object.entries((registerDefinitions[name] as AnyDefinition).columns).map(([key, column]) => [key, column.example]),
  );

describe('register definitions', () => {
  it.each(registerNames)('%s: the example row of the template is valid', (name) => {
    expect(parse(name, examples(name))).toMatchObject({ ok: true });
  });

  it.each(registerNames)('%s: names every column in both languages and says what it holds', (name) => {
    const definition = registerDefinitions[name] as AnyDefinition;
    expect(definition.title.ru && definition.title.en).toBeTruthy();
    for (const column of Object.values(definition.columns)) {
      expect([column.name.ru, column.name.en, column.note.ru, column.note.en].every((s) => s.length > 0)).toBe(true);
    }
  });

  it.each(registerNames)('%s: a blank row names each required column with `required`', (name) => {
    const definition = registerDefinitions[name] as AnyDefinition;
    const required = Object.entries(definition.columns)
      .filter(([, column]) => column.cell.required)
      .map(([key]) => ({ column: key, code: 'required' }));
    expect(problems(name, {})).toEqual(expect.arrayContaining(required));
  });

  // Issue 23 item 11: appending a row already stored updates it instead of adding it again.
  it.each(registerNames)('%s: has a natural key of its own columns', (name) => {
    const definition = registerDefinitions[name] as AnyDefinition;
    expect(definition.uniqueKey?.length).toBeGreaterThan(0);
    for (const column of definition.uniqueKey ?? []) expect(Object.keys(definition.columns)).toContain(column);
  });
});

// Issue 23 item 10: the report lists every problem of a row, not only the first.
describe('a row with several problems', () => {
  it('names each bad cell and the row rules over the cells that read', () => {
    expect(
      problems('osago_policies', {
        status: 'Действует',
        insurer: 'ПАО «Демо Гарант»',
        serial: 'ТТТ',
        number: '1',
        restriction: 'может быть',
        startDate: '2025-03-01',
        endDate: '2025-01-01',
      }),
    ).toEqual([
      { column: 'restriction', code: 'boolean' },
      { column: 'vin', code: 'vin_or_plate' },
      { column: 'endDate', code: 'date_order' },
    ]);
  });

  it('keeps a row rule quiet about a cell that failed on its own', () => {
    // The start date is no date: "end before start" cannot be said, the bad date is.
    expect(
      problems('osago_policies', {
        vin: 'X9F54321098765432',
        status: 'Действует',
        insurer: 'ПАО «Демо Гарант»',
        serial: 'ТТТ',
        number: '1',
        startDate: '31.02.2025',
        endDate: '2025-01-01',
      }),
    ).toEqual([{ column: 'startDate', code: 'date' }]);
  });

  it('reports a valid passport without its holder, and a number cut short, at once', () => {
    expect(problems('passports', { passportNumber: '45 10', status: 'Действителен' })).toEqual([
      { column: 'passportNumber', code: 'passport_number' },
      { column: 'lastName', code: 'required' },
      { column: 'firstName', code: 'required' },
      { column: 'birthDate', code: 'required' },
    ]);
  });
});

describe('OSAGO policies', () => {
  const policy = {
    vin: ' x9f 54321098765432 ',
    regNumber: 'x 001 xx 199',
    status: 'действует',
    insurer: '  ПАО «Демо Гарант» ',
    serial: 'ТТТ',
    number: '0012345678',
    restriction: 'Да',
    startDate: '01.02.2025',
    endDate: '2026-01-31',
  };

  it('normalises VIN, plate and status as the check compares them, and reads dates in both forms', () => {
    expect(parse('osago_policies', policy)).toEqual({
      ok: true,
      row: {
        vin: 'X9F54321098765432',
        regNumber: 'Х001ХХ199',
        status: 'Действует',
        insurer: 'ПАО «Демо Гарант»',
        serial: 'ТТТ',
        number: '0012345678',
        restriction: true,
        uniqueNumber: null,
        bodyNumber: null,
        make: null,
        model: null,
        startDate: '2025-02-01',
        endDate: '2026-01-31',
      },
    });
  });

  it('needs a VIN or a plate and takes either alone', () => {
    expect(problems('osago_policies', { ...policy, vin: '', regNumber: '' })).toEqual([
      { column: 'vin', code: 'vin_or_plate' },
    ]);
    expect(parse('osago_policies', { ...policy, vin: '' })).toMatchObject({ ok: true, row: { vin: '' } });
    expect(parse('osago_policies', { ...policy, regNumber: '' })).toMatchObject({ ok: true, row: { regNumber: '' } });
  });

  it.each([
    [{ vin: 'XTA21099OY2765432' }, 'vin', 'vin'],
    [{ regNumber: 'А12ВС77' }, 'regNumber', 'plate'],
    [{ startDate: '31.02.2025' }, 'startDate', 'date'],
    [{ startDate: '1800-01-01' }, 'startDate', 'date'],
    [{ endDate: '01.01.2025' }, 'endDate', 'date_order'],
    [{ restriction: 'может быть' }, 'restriction', 'boolean'],
    [{ insurer: 'И'.repeat(301) }, 'insurer', 'too_long'],
    [{ insurer: ' ' }, 'insurer', 'required'],
    [{ serial: 'a\u0000b' }, 'serial', 'invalid'],
  ])('reports %o as %s: %s', (change, column, code) => {
    expect(problems('osago_policies', { ...policy, ...change })).toEqual([{ column, code }]);
  });

  it('reads a blank restriction as no, and Excel booleans', () => {
    expect(parse('osago_policies', { ...policy, restriction: '' })).toMatchObject({ row: { restriction: false } });
    expect(parse('osago_policies', { ...policy, restriction: 'TRUE' })).toMatchObject({ row: { restriction: true } });
    expect(parse('osago_policies', { ...policy, restriction: 'ЛОЖЬ' })).toMatchObject({ row: { restriction: false } });
  });
});

describe('driving licences', () => {
  const licence = { number: '77 ав 123456', issueDate: '12.03.2008', status: 'Действует' };

  it('normalises an old-series number, and stores decisions written in one cell', () => {
    const result = parse('driving_licences', {
      ...licence,
      decisions: '02.09.2024 | 60 | | 18 | Ростовская область;\n2019-01-10 | 42 | Своё описание',
    });
    expect(result).toEqual({
      ok: true,
      row: {
        number: '77АВ123456',
        issueDate: '2008-03-12',
        expiryDate: null,
        status: 'Действует',
        categories: '',
        wanted: false,
        decisions: [
          {
            date: '2024-09-02',
            state: '60',
            stateName: 'Постановление о лишении права управления ТС вступило в законную силу',
            term: 18,
            region: 'Ростовская область',
          },
          { date: '2019-01-10', state: '42', stateName: 'Своё описание', term: null, region: '' },
        ],
      },
    });
  });

  it.each([
    ['a date that is none', '31.13.2024 | 60'],
    ['a state that is not a code', '02.09.2024 | лишён'],
    ['months that are not a number', '02.09.2024 | 60 | | полтора года'],
    ['too many parts', '02.09.2024 | 60 | x | 18 | регион | лишнее'],
  ])('refuses a decision with %s', (_, decisions) => {
    expect(problems('driving_licences', { ...licence, decisions })).toEqual([
      { column: 'decisions', code: 'decision' },
    ]);
  });

  it('refuses a bad number, an expiry before the issue, and says which licence columns identify a row', () => {
    expect(problems('driving_licences', { ...licence, number: '12-34' })).toEqual([
      { column: 'number', code: 'driving_license_number' },
    ]);
    expect(problems('driving_licences', { ...licence, expiryDate: '01.01.2000' })).toEqual([
      { column: 'expiryDate', code: 'date_order' },
    ]);
    expect(registerDefinitions.driving_licences.uniqueKey).toEqual(['number', 'issueDate']);
  });
});

describe('bailiff debts and court cases', () => {
  const person = { lastName: 'Должников', firstName: 'Пётр' };

  it('reads amounts as people write them', () => {
    const debt = { ...person, birthDate: '15.04.1980', proceeding: '1/24/77001-ИП', subject: 'Долг' };
    const amount = (text: string) => parse('fssp_debts', { ...debt, amount: text });
    expect(amount('412 500,50')).toMatchObject({ row: { amount: 412_500.5 } });
    expect(amount('412\u00a0500')).toMatchObject({ row: { amount: 412_500 } });
    expect(amount('')).toMatchObject({ row: { amount: null, department: '', endReason: null } });
    expect(problems('fssp_debts', { ...debt, amount: '-5' })).toEqual([{ column: 'amount', code: 'number' }]);
    expect(problems('fssp_debts', { ...debt, amount: '1,2,3' })).toEqual([{ column: 'amount', code: 'number' }]);
    expect(problems('fssp_debts', { ...debt, lastName: 'Petrov1' })).toEqual([{ column: 'lastName', code: 'name' }]);
  });

  it('stores the sides of a case as a list and the passport without spaces', () => {
    const result = parse('court_cases', {
      ...person,
      passportNumber: '45 10 123456',
      article: 'ст. 158',
      caseNumber: '1-245/2023',
      court: 'Суд',
      sides: 'Должников П. А.;\nООО «ДемоЛогистик» ; ',
    });
    expect(result).toMatchObject({
      ok: true,
      row: { passportNumber: '4510123456', sides: ['Должников П. А.', 'ООО «ДемоЛогистик»'] },
    });
    const tooMany = Array.from({ length: 51 }, (_, i) => `Сторона ${i}`).join(';');
    expect(problems('court_cases', { ...person, passportNumber: '4510123456', sides: tooMany })).toEqual(
      expect.arrayContaining([{ column: 'sides', code: 'list_too_long' }]),
    );
    expect(problems('court_cases', { ...person, passportNumber: '45-10' })).toEqual(
      expect.arrayContaining([{ column: 'passportNumber', code: 'passport_number' }]),
    );
  });
});
