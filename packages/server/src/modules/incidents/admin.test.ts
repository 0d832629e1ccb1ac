import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStaff, createUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { placeOf } from '../../../test/incident-builders';

describe(`staff incident editing (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: { authorization: string };
  let user: { authorization: string };
  const kazan = placeOf('Казань');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createStaff(t.database));
    user = await authHeader(t.app, await createUser(t.database));
  });
  afterAll(() => t.close());

  const valid = {
    date: '2025-10-01',
    time: '22:15',
    incident_category: 3,
    cargo_category: 3,
    attack_method: 1,
    type_of_scene: 3,
    information_source: 2,
    country: 1,
    city: kazan.city_id,
    street: 'ул. Складская, 5',
    lat: 55.79,
    lon: 49.12,
    cargo_description: 'Ноутбуки',
    amount: '300 коробок',
    price: 12_500_000,
    description: 'Груз получен по подложной доверенности.',
    vehicle_plate: 'а 123 вс 116',
    vehicle_vin: 'xta21099043576182',
    counterparty_inn: '7707083893',
    counterparty_ogrn: '1027700132195',
    ati_id: '123456',
  };

  const post = (payload: object, headers = staff) =>
    t.app.inject({ method: 'POST', url: '/api/v1/cargo/incident_admin', headers, payload });

  it('creates an incident, taking region and district from the city and normalising identifiers', async () => {
    const res = await post(valid);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      region: { id: kazan.region_id, name_ru: 'Республика Татарстан' },
      federal_district: { id: kazan.federal_district_id, name_ru: 'Приволжский ФО' },
      vehicle_plate: 'А123ВС116',
      vehicle_vin: 'XTA21099043576182',
      price: 12_500_000,
    });
    const read = await t.app.inject({ url: `/api/v1/cargo/incident/${body.id}`, headers: user });
    expect(read.json()).toEqual(body);
  });

  it('rejects bad fields with 400 and the failing fields', async () => {
    const res = await post({
      ...valid,
      vehicle_plate: 'A123BC116', // Latin letters
      vehicle_vin: 'XTA2109904357618', // 16 characters
      trailer_vin: 'XTA21099043576IЖ1',
      counterparty_inn: '7707083894', // wrong check digit
      lat: 95,
      date: '2025-13-01',
      time: '25:00',
      ati_id: '1234',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['ati_id', 'counterparty_inn', 'date', 'lat', 'time', 'trailer_vin', 'vehicle_plate', 'vehicle_vin'].sort(),
    );
  });

  // Issue 9, defect 15: the untouched form once saved a "не установлено", 0 ₽ incident.
  it('refuses an incident without category, cargo, place or damage, naming each, and stores nothing', async () => {
    const before = (await t.app.inject({ url: '/api/v1/cargo/incident/get_summary', headers: user })).json().total;
    const res = await post({ date: valid.date, country: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      incident_category: [expect.any(String)],
      cargo_category: [expect.any(String)],
      price: [expect.any(String)],
      city: ['place'],
    });
    const after = (await t.app.inject({ url: '/api/v1/cargo/incident/get_summary', headers: user })).json().total;
    expect(after).toBe(before);
  });

  it('takes the point on the map as the place of an incident abroad', async () => {
    const res = await post({
      ...valid,
      country: 3,
      federal_district: null,
      region: null,
      city: null,
      lat: 43.24,
      lon: 76.89,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('rejects unknown reference ids and a region that does not match the city', async () => {
    const res = await post({ ...valid, cargo_category: 999, attack_method: 77, region: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['attack_method', 'cargo_category', 'region']);
    const lonely = await post({ ...valid, lon: null });
    expect(lonely.statusCode).toBe(400);
  });

  it('replaces an incident with PUT and deletes it', async () => {
    const id = (await post(valid)).json().id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cargo/incident_admin/${id}`,
      headers: staff,
      payload: {
        ...valid,
        city: null,
        region: null,
        federal_district: 3,
        price: 100_000,
        cargo_description: 'Консервы',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id, city: null, region: null, federal_district: { id: 3 }, price: 100_000 });
    const listed = await t.app.inject({ url: '/api/v1/cargo/incident?search=консервы', headers: user });
    expect(listed.json().results.map((r: { id: number }) => r.id)).toContain(id);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/cargo/incident_admin/${id}`, headers: staff });
    expect(del.statusCode).toBe(200);
    const gone = await t.app.inject({ url: `/api/v1/cargo/incident/${id}`, headers: user });
    expect(gone.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v1/cargo/incident_admin/${id}`, headers: staff });
    expect(again.json().code).toBe('incident_not_found');
    const putMissing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cargo/incident_admin/${id}`,
      headers: staff,
      payload: valid,
    });
    expect(putMissing.statusCode).toBe(404);
  });

  it('keeps counts and the summary in step with writes', async () => {
    const before = (await t.app.inject({ url: '/api/v1/cargo/incident/get_summary', headers: user })).json().total;
    const id = (await post(valid)).json().id;
    expect((await t.app.inject({ url: '/api/v1/cargo/incident/get_summary', headers: user })).json().total).toBe(
      before + 1,
    );
    await t.app.inject({ method: 'DELETE', url: `/api/v1/cargo/incident_admin/${id}`, headers: staff });
    expect((await t.app.inject({ url: '/api/v1/cargo/incident?page_size=1', headers: user })).json().count).toBe(
      before,
    );
  });

  it('forbids editing to non-staff users (403) and guests (401)', async () => {
    expect((await post(valid, user)).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cargo/incident_admin/1',
      headers: user,
      payload: valid,
    });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/cargo/incident_admin/1', headers: user });
    expect(del.statusCode).toBe(403);
    const refs = await t.app.inject({ url: '/api/v1/cargo/incident_admin/get_references', headers: user });
    expect(refs.statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/cargo/incident_admin', payload: valid });
    expect(guest.statusCode).toBe(401);
  });

  it('gives staff the admin references: per group, id, name_ru and name_en', async () => {
    const res = await t.app.inject({ url: '/api/v1/cargo/incident_admin/get_references', headers: staff });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.incident_categories[0]).toEqual({ id: 0, name_ru: 'не установлено', name_en: 'not established' });
    expect(body.federal_districts[2]).toMatchObject({ id: 3, name_ru: 'Южный ФО' });
    expect(body.federal_districts[2].name_en).toMatch(/Southern/);
    expect(Object.keys(body.cargo_categories[0])).toEqual(['id', 'name_ru', 'name_en']);
  });
});
