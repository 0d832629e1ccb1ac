import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentUpload, IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { authHeader, createStaff, injectMultipart, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { incidents } from '../../db/schema/incidents';
import type { GeneratedIncident } from '../../db/seed/generate';

/**
 * Issue 23 §7: the Excel export and the import speak one language. An exported file, uploaded
 * again in update mode, finds every row a repeat holding the stored values: nothing is inserted
 * or updated, and every stored column reads as before — for incidents with every optional field
 * set and for incidents with them empty, with names in either language.
 */

/** Every optional field set, identifiers included; texts that look like numbers or formulas stay text. */
const full = (price: number, city: string): GeneratedIncident =>
  incidentRow({
    ...placeOf(city),
    date: '2024-11-05',
    time: '22:40:15',
    incident_category_id: 0,
    cargo_category_id: 3,
    attack_method_id: 4,
    scene_type_id: 7,
    information_source_id: 2,
    street: 'ул. Промышленная, 12/3',
    road: 'М-4 «Дон», 1024 км',
    lat: 47.2357137,
    lon: 39.7015133,
    cargo_description: 'Смартфоны; "партия" №7',
    amount: '-5',
    price,
    reference_date: '2024-11-06',
    loading_address: 'Москва, Складская 1',
    unloading_address: 'Ростов-на-Дону, Портовая 5',
    judicial_decision_number: '00012/2024',
    media_mention_date: '2024-11-10',
    description: 'Первая строка\nвторая строка, 10 000 ₽ и 0,5 т',
    vehicle_plate: 'А777АА77',
    vehicle_vin: 'XTA210990Y2765432',
    trailer_plate: 'ЕК123477',
    trailer_vin: 'X9F54321098765432',
    counterparty_inn: '7799000012',
    counterparty_ogrn: '1197799000013',
    ati_id: '0077001',
  });

/** Every optional field empty; the place is a federal district alone. */
const empty = (price: number): GeneratedIncident =>
  // The generator's type always has a method, scene and source; stored incidents need not.
  ({
    ...incidentRow({ street: '', amount: '', cargo_description: '', price }),
    time: null,
    attack_method_id: null,
    scene_type_id: null,
    information_source_id: null,
    region_id: null,
    city_id: null,
    federal_district_id: 2,
    lat: null,
    lon: null,
  }) as unknown as GeneratedIncident;

describe(`an exported file imports again with no change (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } });
    staff = await createStaff(t.database, { username: 'round_trip' });
    await insertIncidents(t.database, [
      full(1_000_001, 'Ростов-на-Дону'),
      full(1_000_002, 'Москва'),
      incidentRow({ ...placeOf('Краснодар'), price: 1_000_003 }),
      empty(1_000_004),
      empty(1_000_005),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const storedIncidents = () => t.database.db.select().from(incidents).orderBy(asc(incidents.id));

  async function reimport(file: Buffer): Promise<IncidentUploadDetail> {
    const res = await injectMultipart(t.app, '/api/v1/cargo/incidents_file', staff, [
      ['incidents_file', new Blob([file as Uint8Array<ArrayBuffer>]), 'export.xlsx'],
      ['on_duplicate', 'update'],
    ]);
    expect(res.statusCode).toBe(202);
    const { id } = res.json<IncidentUpload>();
    const headers = await authHeader(t.app, staff);
    for (let i = 0; i < 600; i += 1) {
      const detail = (
        await t.app.inject({ url: `/api/v1/cargo/incidents_file/${id}`, headers })
      ).json<IncidentUploadDetail>();
      if (!['queued', 'running'].includes(detail.status)) return detail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the import did not end');
  }

  it.each(['ru', 'en'])(
    're-imports the %s export in update mode with 0 changes',
    async (lang) => {
      const before = await storedIncidents();
      const res = await t.app.inject({
        url: `/api/v1/cargo/incident/export_excel?lang=${lang}`,
        headers: await authHeader(t.app, staff),
      });
      expect(res.statusCode).toBe(200);

      const upload = await reimport(res.rawPayload);

      expect(upload).toMatchObject({
        status: 'imported',
        errors: [],
        ignored_columns: [],
        rows_read: 5,
        rows_inserted: 0,
        rows_updated: 0,
        rows_skipped: 5,
      });
      expect(await storedIncidents()).toEqual(before);
    },
    60_000,
  );
});
