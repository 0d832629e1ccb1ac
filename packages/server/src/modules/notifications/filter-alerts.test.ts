import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { southernDistrictId } from '../../db/reference-data';
import { authHeader, createStaff, createUser, type TestUser } from '../../../test/factories';
import { incidentRow, insertIncidents, placeOf } from '../../../test/incident-builders';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { alertOnNewIncidents, notifyIncidentsCreated, sendDueFilterAlerts } from './service';

type Headers = { authorization: string };

/** Alerts on created incidents run on the job queue: wait for what it does. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 200 });

describe(`saved filters and their alerts (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Headers;
  let user: TestUser;
  let userHeaders: Headers;
  const url = (path: string) => `/api/v1/cargo/${path}`;
  const rostov = placeOf('Ростов-на-Дону');
  const kazan = placeOf('Казань');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.app, await createStaff(t.database));
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    // Every test starts with a fresh user and no filters of anyone else to match.
    await t.database.db.execute(sql`DELETE FROM saved_filters`);
    user = await createUser(t.database, { subscribed: true, notificationLanguage: 'ru' });
    userHeaders = await authHeader(t.app, user);
  });

  const saveFilter = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: url('saved_filter'), headers, payload });
  const alerts = async (headers: Headers) =>
    (await t.app.inject({ url: url('notification'), headers }))
      .json()
      .results.filter((n: { kind: string }) => n.kind === 'filter_alert');

  it('saves, lists, renames, unsubscribes and deletes a filter of its owner only', async () => {
    const created = await saveFilter(userHeaders, {
      name: 'Юг, продукты',
      query: `geo=district:${southernDistrictId}&cargo=1`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const filter = created.json();
    expect(filter).toMatchObject({ name: 'Юг, продукты', subscribed: true, last_alert_at: null });

    const list = await t.app.inject({ url: url('saved_filter'), headers: userHeaders });
    expect(list.json().results.map((f: { id: number }) => f.id)).toEqual([filter.id]);

    const updated = await t.app.inject({
      method: 'PUT',
      url: url(`saved_filter/${filter.id}`),
      headers: userHeaders,
      payload: { name: 'Юг', subscribed: false },
    });
    expect(updated.json()).toMatchObject({ name: 'Юг', subscribed: false });

    const other = await authHeader(t.app, await createUser(t.database));
    expect((await t.app.inject({ url: url('saved_filter'), headers: other })).json().results).toEqual([]);
    const foreign = await t.app.inject({ method: 'DELETE', url: url(`saved_filter/${filter.id}`), headers: other });
    expect(foreign.statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: url(`saved_filter/${filter.id}`),
      headers: userHeaders,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: url('saved_filter'), headers: userHeaders })).json().results).toEqual([]);
  });

  it('refuses a filter without a name, with a malformed query or a name already used', async () => {
    for (const payload of [
      { name: '', query: 'cargo=1' },
      { name: 'x', query: 'cargo=abc' },
      { name: 'x', query: 'date_from=2025-05-01&date_to=2025-01-01' },
      { name: 'x', query: '?cargo=1' },
      { name: 'x' },
    ]) {
      const res = await saveFilter(userHeaders, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await saveFilter(userHeaders, { name: 'Мой', query: 'cargo=1' })).statusCode).toBe(201);
    const twice = await saveFilter(userHeaders, { name: 'мой', query: 'cargo=2' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ name: ['name_taken'] });
    expect((await t.app.inject({ url: url('saved_filter') })).statusCode).toBe(401);
  });

  it('alerts the owner when staff create a matching incident, with a link to the filtered list', async () => {
    const query = `geo=district:${southernDistrictId}`;
    await saveFilter(userHeaders, { name: 'Юг', query });
    const post = (city: number | null) =>
      t.app.inject({
        method: 'POST',
        url: url('incident_admin'),
        headers: staff,
        payload: { date: '2025-11-01', incident_category: 1, cargo_category: 1, country: 1, city, price: 1_500_000 },
      });
    const elsewhere = await post(kazan.city_id);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect((await post(rostov.city_id)).statusCode).toBe(201);
    // Had the Kazan incident matched, its job (queued first) would have sent the one alert of the hour.
    await eventually(async () => expect(await alerts(userHeaders)).toHaveLength(1));
    const [alert] = await alerts(userHeaders);
    expect(alert).toMatchObject({
      subject: 'Новые инциденты по фильтру «Юг»: 1',
      link: `/incidents?${query}`,
      is_read: false,
    });
    expect(alert.text).not.toContain('Казань');
    expect(alert.text).toContain('01.11.2025, Ростов-на-Дону');

    // Subscribed: the e-mail copy carries the same link.
    await eventually(async () => {
      const outbox = await t.app.inject({ url: url(`mail_outbox?to=${user.email}`), headers: staff });
      expect(outbox.json().results).toHaveLength(1);
    });
    const outbox = await t.app.inject({ url: url(`mail_outbox?to=${user.email}`), headers: staff });
    expect(outbox.json().results[0]).toMatchObject({ subject: 'Cargo Sentry: Новые инциденты по фильтру «Юг»: 1' });
    expect(outbox.json().results[0].link).toMatch(new RegExp(`/incidents\\?${query}$`));
  });

  it('alerts on imported incidents through notifyIncidentsCreated', async () => {
    await saveFilter(userHeaders, { name: 'Казань', query: `geo=city:${kazan.city_id}` });
    const ids = await insertIncidents(t.database, [incidentRow(kazan), incidentRow(kazan), incidentRow(rostov)]);
    await notifyIncidentsCreated(t.app, ids);
    await eventually(async () => expect(await alerts(userHeaders)).toHaveLength(1));
    const [alert] = await alerts(userHeaders);
    expect(alert.subject).toBe('Новые инциденты по фильтру «Казань»: 2');
  });

  it('sends at most one alert per filter per hour and the rest as one digest after it', async () => {
    await saveFilter(userHeaders, { name: 'Всё', query: '' });
    const start = new Date('2026-01-10T10:00:00Z');
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

    const first = await insertIncidents(t.database, [incidentRow()]);
    expect(await alertOnNewIncidents(t.app, first, start)).toHaveLength(1);

    const second = await insertIncidents(t.database, [incidentRow(), incidentRow()]);
    expect(await alertOnNewIncidents(t.app, second, minutes(10))).toEqual([]);
    const third = await insertIncidents(t.database, [incidentRow()]);
    expect(await alertOnNewIncidents(t.app, third, minutes(30))).toEqual([]);
    expect(await sendDueFilterAlerts(t.app, minutes(59))).toEqual([]);

    const digest = await sendDueFilterAlerts(t.app, minutes(61));
    expect(digest).toHaveLength(1);
    expect(await sendDueFilterAlerts(t.app, minutes(200))).toEqual([]);
    const received = await alerts(userHeaders);
    expect(received.map((a: { subject: string }) => a.subject)).toEqual([
      'Новые инциденты по фильтру «Всё»: 3',
      'Новые инциденты по фильтру «Всё»: 1',
    ]);
  });

  it('alerts a limited user only about incidents in what they may see', async () => {
    const limited = await createUser(t.database, { accessLevel: 'limited' });
    const limitedHeaders = await authHeader(t.app, limited);
    await saveFilter(limitedHeaders, { name: 'Все мои', query: '' });
    await saveFilter(userHeaders, { name: 'Все', query: '' });

    const outside = await insertIncidents(t.database, [incidentRow(kazan)]);
    await alertOnNewIncidents(t.app, outside, new Date('2026-02-01T10:00:00Z'));
    expect(await alerts(limitedHeaders)).toEqual([]);
    expect(await alerts(userHeaders)).toHaveLength(1);

    const inside = await insertIncidents(t.database, [incidentRow(rostov)]);
    await alertOnNewIncidents(t.app, inside, new Date('2026-02-01T12:00:00Z'));
    const [alert] = await alerts(limitedHeaders);
    expect(alert.subject).toBe('Новые инциденты по фильтру «Все мои»: 1');
  });

  it('sends nothing for an unsubscribed filter', async () => {
    const filter = (await saveFilter(userHeaders, { name: 'Тихий', query: '', subscribed: false })).json();
    expect(filter.subscribed).toBe(false);
    await alertOnNewIncidents(
      t.app,
      await insertIncidents(t.database, [incidentRow()]),
      new Date('2026-03-01T10:00:00Z'),
    );
    expect(await alerts(userHeaders)).toEqual([]);
  });
});
