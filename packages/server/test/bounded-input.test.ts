import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStaff, createUser } from './factories';
import { incidentRow, insertIncidentRows, type StoredIncident } from './incident-rows';
import { createTestApp, testDatabaseKind, type TestApp } from './test-app';

// Issue 9, defects 2–4: the probe's exact requests. Each once gave a 500, a 200 that aborted, or
// opened or deleted a row the caller never named.
describe(`bounded and strictly parsed input (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: { authorization: string };
  let staff: { authorization: string };
  let stored: StoredIncident[];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_IP: '100000', RATE_LIMIT_ACCOUNT: '100000' });
    user = await authHeader(t.app, await createUser(t.database));
    staff = await authHeader(t.app, await createStaff(t.database));
    stored = await insertIncidentRows(
      t.database,
      Array.from({ length: 16 }, (_, i) => incidentRow({ price: 1000 + i })),
    );
  });
  afterAll(() => t.close());

  const expectValidationError = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  };

  describe('a NUL byte (defect 2)', () => {
    it('in the sign-in username is a 400, not a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/token/',
        payload: { username: 'a\u0000b', password: 'whatever-password' },
      });
      expectValidationError(res);
    });

    it('in the export search is a 400 before any spreadsheet is sent', async () => {
      const res = await t.app.inject({
        url: `/api/v1/cargo/incident/export_excel?search=${encodeURIComponent('груз\u0000')}`,
        headers: staff,
      });
      expectValidationError(res);
      expect(res.headers['content-disposition']).toBeUndefined();
    });

    it('in feedback text is a 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cargo/feedback',
        headers: user,
        payload: { text: 'hello\u0000' },
      });
      expectValidationError(res);
    });
  });

  describe('ids beyond their column type (defect 3)', () => {
    it.each([
      'cargo=32768',
      'category=32768',
      'country=32768',
      'country=9007199254740991',
      'geo=region:4000000000',
      'geo=district:32768',
      'geo=city:2147483648',
    ])('%s is a 400 on the list, the statistics and the export', async (query) => {
      for (const path of ['incident', 'incident/get_statistics', 'incident/export_excel']) {
        const res = await t.app.inject({ url: `/api/v1/cargo/${path}?${query}`, headers: staff });
        expectValidationError(res);
      }
    });

    it('the largest ids of each column are accepted and match nothing', async () => {
      const res = await t.app.inject({
        url: '/api/v1/cargo/incident?cargo=32767&geo=city:2147483647',
        headers: user,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ count: 0 });
    });
  });

  describe('ids are plain digits (defect 4)', () => {
    it.each(['1e1', '0x10', '+5', '005', '5.0', '-1', '0', '2147483648'])('/incident/%s is a 400', async (id) => {
      const res = await t.app.inject({ url: `/api/v1/cargo/incident/${encodeURIComponent(id)}`, headers: user });
      expectValidationError(res);
    });

    it('DELETE /incident_admin/0x10 deletes nothing', async () => {
      const sixteenth = stored[15];
      const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/cargo/incident_admin/0x10', headers: staff });
      expectValidationError(res);
      const still = await t.app.inject({ url: `/api/v1/cargo/incident/${sixteenth.id}`, headers: user });
      expect(still.statusCode).toBe(200);
    });

    it.each(['page=1e1', 'page=+2', 'page_size=5.0', 'page=0'])('?%s is a 400', async (query) => {
      expectValidationError(await t.app.inject({ url: `/api/v1/cargo/incident?${query}`, headers: user }));
    });

    it.each([',,,', '1e1,2,3,4', '0x1,2,3,4', '1,2,3', '30,40,20,50'])('bbox=%s is a 400', async (bbox) => {
      const res = await t.app.inject({
        url: `/api/v1/cargo/incident/map_clusters?zoom=3&bbox=${encodeURIComponent(bbox)}`,
        headers: user,
      });
      expectValidationError(res);
    });

    it('a real bbox is answered', async () => {
      const res = await t.app.inject({
        url: '/api/v1/cargo/incident/map_clusters?zoom=3&bbox=19.5,41.1,190,82',
        headers: user,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 16 });
    });
  });

  describe('dates', () => {
    it.each([
      'date_from=9999-99-99',
      'date_from=2099-02-31',
      'date_from=10007-06-07',
      'date_to=1800-01-01',
      'date_from=2025-02-01&date_to=2025-01-01',
    ])('%s is a 400 on the list and the statistics', async (query) => {
      for (const path of ['incident', 'incident/get_statistics']) {
        expectValidationError(await t.app.inject({ url: `/api/v1/cargo/${path}?${query}`, headers: user }));
      }
    });

    it('an incident dated 1800 or in the future is refused', async () => {
      for (const date of ['1800-01-01', '2099-01-01']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/cargo/incident_admin',
          headers: staff,
          payload: { date, incident_category: 1, city: 1 },
        });
        expectValidationError(res);
        expect(res.json(), res.body).toMatchObject({ fields: { date: [expect.any(String)] } });
      }
    });
  });
});
