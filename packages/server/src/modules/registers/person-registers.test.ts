import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterImportReport } from '@cargo-sentry/contracts/registers/registers';
import { authHeader, createStaff, injectMultipart, multipartBody, type TestUser } from '../../../test/factories';
import { csvText } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const product = '/api/v1/cargo';

/**
 * The person and company registers of decision 0015 imported by staff (decision 0016): each
 * template imports as it is, and an imported record is what the check then finds.
 */
describe(`person and company registers imported (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
    staff = await createStaff(t.database);
  });
  afterAll(() => t.close());

  const upload = (register: string, rows: string[][], mode = 'append') =>
    injectMultipart(t.app, `${product}/registers/${register}/import`, staff, [
      ['file', new Blob([csvText(rows)]), `${register}.csv`],
      ['mode', mode],
    ]);
  async function check(name: string, form: Record<string, unknown>) {
    const headers = await authHeader(t.app, staff);
    const opened = await t.app.inject({
      method: 'POST',
      url: `${product}/verification/get_ticket`,
      headers,
      payload: { consent: true },
    });
    const { ticket } = opened.json<{ ticket: string }>();
    if (name === 'find_ati_su_id') {
      return t.app.inject({ url: `${product}/verification/find_ati_su_id?ticket=${ticket}&inn=${form.inn}`, headers });
    }
    return t.app.inject({
      method: 'POST',
      url: `${product}/verification/${name}`,
      headers,
      payload: { ticket, ...form },
    });
  }

  it.each(['passports', 'phone_records', 'wanted_persons', 'trust_persons', 'companies', 'participations', 'ati_ids'])(
    'the %s template imports as it is',
    async (register) => {
      const template = await t.app.inject({
        url: `${product}/registers/${register}/template?format=csv`,
        headers: await authHeader(t.app, staff),
      });
      const form = new FormData();
      form.append('file', new Blob([template.rawPayload as Uint8Array<ArrayBuffer>]), 'template.csv');
      form.append('mode', 'replace');
      const { payload, headers } = await multipartBody(form);
      const res = await t.app.inject({
        method: 'POST',
        url: `${product}/registers/${register}/import`,
        headers: { ...headers, ...(await authHeader(t.app, staff)) },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rows_imported: 1 });
    },
  );

  it('finds an imported valid passport for its holder only, and a listed one as invalid', async () => {
    const res = await upload(
      'passports',
      [
        ['Серия и номер паспорта', 'Статус', 'Причина недействительности', 'Фамилия', 'Имя', 'Дата рождения'],
        ['4601 111111', 'действителен', '', 'Иванова', 'Мария', '03.03.1990'],
        ['4601222222', 'Недействителен', 'утрачен', '', '', ''],
      ],
      'replace',
    );
    expect(res.json()).toMatchObject({ rows_imported: 2 });
    const holder = { lastName: 'ИВАНОВА', firstName: 'Мария', birthDate: '03.03.1990', passportDate: '01.04.2010' };
    const valid = await check('passport_complex', { ...holder, passportNumber: '4601111111' });
    expect(valid.json()).toEqual({ description: 'Действителен', score: 100 });
    const other = await check('passport_complex', { ...holder, firstName: 'Анна', passportNumber: '4601111111' });
    expect(other.json<{ score: number }>().score).toBeLessThan(80);
    const listed = await check('passport_complex', { ...holder, passportNumber: '4601 222222' });
    expect(listed.json()).toEqual({ description: 'Недействителен', score: 0 });
  });

  it('refuses a valid passport without its holder, and an unknown status, naming row and column', async () => {
    const res = await upload('passports', [
      ['Серия и номер паспорта', 'Статус', 'Фамилия', 'Имя', 'Дата рождения'],
      ['4601333333', 'Действителен', 'Петров', '', '01.01.1980'],
      ['4601444444', 'Просрочен', '', '', ''],
    ]);
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ report: RegisterImportReport }>().report.errors;
    expect(errors.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, 'firstName', 'required'],
      [3, 'status', 'invalid'],
    ]);
  });

  it('stores phones as the check looks them up, and companies with their findings', async () => {
    await upload('phone_records', [
      ['Телефон', 'Фамилия', 'Имя'],
      ['8 (905) 000-11-22', 'Сидоров', 'Олег'],
    ]);
    const phone = await check('phone', {
      lastName: 'Сидоров',
      firstName: 'Олег',
      birthDate: '1970-01-01',
      passportNumber: '4601555555',
      phone: '+7 905 000 11 22',
    });
    expect(phone.json()).toMatchObject({ operationResult: true });

    await upload('companies', [
      ['ИНН', 'Наименование', 'Статус', 'Отметки'],
      ['7707083893', 'ПАО «Пример»', 'Действующее', 'массовый адрес; дисквалифицированный директор'],
    ]);
    const reputation = await check('reputation', { inn: '7707083893' });
    expect(reputation.json()).toMatchObject({
      Items: [
        expect.objectContaining({ name: 'ПАО «Пример»', flags: ['массовый адрес', 'дисквалифицированный директор'] }),
      ],
    });
    await upload('ati_ids', [
      ['ИНН', 'Код ATI'],
      ['7707083893', '55555'],
    ]);
    expect((await check('find_ati_su_id', { inn: '7707083893' })).json()).toEqual({ ati_ids: ['55555'] });
    const badInn = await upload('ati_ids', [
      ['ИНН', 'Код ATI'],
      ['7707083894', '1234'],
    ]);
    expect(badInn.json<{ report: RegisterImportReport }>().report.errors.map((e) => [e.column, e.code])).toEqual([
      ['inn', 'inn_checksum'],
      ['atiId', 'ati_id'],
    ]);
  });

  it('reads trust colours in either language, and updates a person appended again in any case', async () => {
    const header = ['Фамилия', 'Имя', 'Дата рождения', 'Стоп-лист грузоотправителей', 'Долги и банкротство'];
    const ok = await upload(
      'trust_persons',
      [header, ['Фёдоров', 'Иван', '02.02.1982', 'красный', 'yellow']],
      'replace',
    );
    expect(ok.json()).toMatchObject({ rows_imported: 1 });
    const trust = await check('trust_person', { lastName: 'Федоров', firstName: 'иван', birthDate: '1982-02-02' });
    expect(trust.json()).toMatchObject({ c3: 'RED', c5: 'YELLOW' });
    const again = await upload('trust_persons', [header, ['ФЁДОРОВ', 'Иван', '02.02.1982', 'зелёный', '']]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ rows_inserted: 0, rows_updated: 1 });
    const updated = await check('trust_person', { lastName: 'Федоров', firstName: 'иван', birthDate: '1982-02-02' });
    expect(updated.json()).toMatchObject({ c3: 'GREEN', c5: null });
  });

  it('imports a wanted person and a participation the trust and participation checks then report', async () => {
    await upload('wanted_persons', [
      ['Фамилия', 'Имя', 'Дата рождения', 'Основание розыска', 'В розыске с'],
      ['Беглов', 'Семён', '05.05.1975', 'Кража груза (ст. 158 УК РФ)', '01.02.2025'],
    ]);
    const trust = await check('trust_person', { lastName: 'Беглов', firstName: 'Семён', birthDate: '05.05.1975' });
    expect(JSON.stringify(trust.json<{ c1: unknown }>().c1)).toContain('Кража груза');
    await upload('participations', [
      [
        'Фамилия',
        'Имя',
        'Отчество',
        'Серия и номер паспорта',
        'ИНН компании',
        'Компания',
        'Роль',
        'Доля, %',
        'Статус компании',
      ],
      ['Беглов', 'Семён', 'Ильич', '4601666666', '7707083893', 'ПАО «Пример»', 'Учредитель', '33,5', 'Действующее'],
    ]);
    const participation = await check('participation', {
      lastName: 'Беглов',
      firstName: 'Семён',
      midName: 'Ильич',
      passportNumber: '4601666666',
    });
    expect(participation.json()).toMatchObject({
      participations: [expect.objectContaining({ share: 33.5, role: 'Учредитель' })],
    });
  });
});
