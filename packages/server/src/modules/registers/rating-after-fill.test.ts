import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStaff, injectMultipart, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { csvText } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

const base = '/api/v1/cargo/registers';

/** A legal entity's INN from nine digits: they and their check digit. */
function innOf(k: number): string {
  const nine = `66${String(k).padStart(7, '0')}`;
  const sum = [2, 4, 10, 3, 5, 9, 4, 6, 8].reduce((total, w, i) => total + w * Number(nine[i]), 0);
  return `${nine}${(sum % 11) % 10}`;
}

/** An OGRN from twelve digits: they and their check digit. */
function ogrnOf(k: number): string {
  const body = `10566${String(k).padStart(7, '0')}`;
  return `${body}${Number(BigInt(body) % 11n) % 10}`;
}

const atiOf = (k: number) => String(5_000_000 + k);

// More rows than one write statement takes (2,000), so a fill runs the rating triggers several times.
const companies = 4_500;
const moscow = placeOf('Москва');

/**
 * Issue 26 §7: importing registers re-links the incidents that name a company by OGRN or ATI id,
 * statement by statement. After appends and a replace of several thousand rows, the rating's
 * stored totals must equal what a rebuild from the source tables computes.
 */
describe(`the company rating after bulk register fills (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;

  const importRegister = async (register: string, mode: 'append' | 'replace', rows: string[][]) => {
    const res = await injectMultipart(t.app, `${base}/${register}/import`, staff, [
      ['file', new Blob([csvText(rows)]), `${register}.csv`],
      ['mode', mode],
    ]);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  };
  const companyRows = (ks: number[], status: (k: number) => string) => [
    ['ИНН', 'ОГРН', 'Наименование', 'Статус', 'Отметки'],
    ...ks.map((k) => [innOf(k), ogrnOf(k), `ООО «Перевозчик ${k}»`, status(k), k % 4 === 0 ? 'Массовый адрес' : '']),
  ];
  const atiRows = (ks: number[]) => [['ИНН', 'Код ATI'], ...ks.map((k) => [innOf(k), atiOf(k)])];

  /**
   * What the rating reads: the totals of each company it knows something about (a company left
   * with nothing keeps an empty row, which the rating skips, and a rebuild does not make), and
   * each incident's link, weights rounded.
   */
  const ratingState = () =>
    t.database.withSession(async (s) => ({
      ratings: await s.query(
        `SELECT inn, incidents, damage::text, south_incidents, south_damage::text, reg_name, reg_status, reg_flags,
                round(weight::numeric, 3)::text AS weight, round(south_weight::numeric, 3)::text AS south_weight
           FROM company_ratings WHERE incidents > 0 OR finding_count > 0 OR reg_status IS NOT NULL ORDER BY inn`,
      ),
      links: await s.query(
        `SELECT incident_id::int AS incident_id, inn, matched_by, southern, round(weight::numeric, 3)::text AS weight
           FROM company_rating_links ORDER BY incident_id`,
      ),
    }));

  /** The riskiest hundred, as the rating page asks for them. */
  const ratingList = async () => {
    const res = await t.app.inject({
      url: '/api/v1/cargo/rating?page_size=100',
      headers: await authHeader(t.app, staff),
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    return res.json<{ count: number; results: unknown[] }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createStaff(t.database);
    // Incidents naming companies by OGRN only, by ATI id only, by both, and by INN (never re-linked).
    await insertIncidents(
      t.database,
      ks(0, companies).flatMap((k) => {
        const dated = { date: `202${k % 5}-0${1 + (k % 9)}-15`, price: 10_000 * (k % 300) };
        const rows = [incidentRow({ ...dated, counterparty_ogrn: ogrnOf(k) })];
        if (k % 3 === 0) rows.push(incidentRow({ ...dated, ...moscow, ati_id: atiOf(k + 1) }));
        if (k % 5 === 0) rows.push(incidentRow({ ...dated, counterparty_ogrn: ogrnOf(k + 2), ati_id: atiOf(k) }));
        if (k % 7 === 0) rows.push(incidentRow({ ...dated, ...moscow, counterparty_inn: innOf(k) }));
        return rows;
      }),
    );
  });
  afterAll(() => t.close());

  it('keeps the totals, the links and the ranking equal to a fresh rebuild after appends and replaces', async () => {
    await importRegister(
      'companies',
      'append',
      companyRows(ks(0, companies), () => 'Действующее'),
    );
    await importRegister('ati_ids', 'append', atiRows(ks(0, companies)));
    // a replace drops the first third and changes the status of the rest: incidents move between
    // OGRN and ATI links or lose their company
    await importRegister(
      'companies',
      'replace',
      companyRows(ks(companies / 3, companies), (k) => (k % 2 ? 'Ликвидировано' : 'Действующее')),
    );
    await importRegister('ati_ids', 'replace', atiRows(ks(0, companies / 2)));

    const afterFill = await ratingState();
    const listAfterFill = await ratingList();
    const byKind = (kind: string) => afterFill.links.filter((l) => (l as { matched_by: string }).matched_by === kind);
    // each way of naming a company is present, or the comparison below would prove little
    expect(byKind('counterparty_ogrn').length).toBeGreaterThan(2_000);
    expect(byKind('ati_id').length).toBeGreaterThan(500);
    expect(byKind('counterparty_inn').length).toBeGreaterThan(500);
    expect(listAfterFill.count).toBeGreaterThan(companies / 2);

    await t.database.withSession((s) => s.exec('SELECT company_rating_rebuild()'));
    const rebuilt = await ratingState();
    expect(afterFill.links).toEqual(rebuilt.links);
    expect(afterFill.ratings).toEqual(rebuilt.ratings);
    expect(listAfterFill).toEqual(await ratingList());
  });
});

function ks(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
