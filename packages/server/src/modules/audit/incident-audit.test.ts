import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { AuditEntry, AuditLog } from '@cargo-sentry/contracts/audit/audit';
import type { IncidentUpload, IncidentUploadDetail } from '@cargo-sentry/contracts/incident-import/incident-import';
import { authHeader, createStaff, injectMultipart, type TestUser } from '../../../test/factories';
import { placeOf } from '../../../test/incident-builders';
import { insertIncidentRows, krasnodarIncident } from '../../../test/incident-rows';
import { csvText } from '../../../test/spreadsheet-files';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { incidents } from '../../db/schema/incidents';

/**
 * Issue 23 item 1: every incident change is audited in its own transaction, whichever way it is
 * made. The database refuses a change whose transaction names no writer (migration 0110), so a
 * new write path cannot skip the audit: it fails, here and in its own tests.
 */
describe(`incident audit (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: TestUser;
  let headers: { authorization: string };
  const kazan = placeOf('Казань');
  const form = {
    date: '2025-10-01',
    time: '22:15',
    incident_category: 3,
    cargo_category: 3,
    attack_method: 1,
    country: 1,
    city: kazan.city_id,
    street: 'ул. Складская, 5',
    cargo_description: 'Ноутбуки',
    price: 12_500_000,
  };

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5, progressFlushMs: 50, stopTimeoutMs: 5000 } });
    staff = await createStaff(t.database, { username: 'editor' });
    headers = await authHeader(t.app, staff);
  }, 60_000);
  afterAll(() => t.close());

  const trail = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/cargo/audit_log?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditLog>().results;
  };
  const incidentCount = async () => Number((await t.database.db.select({ n: count() }).from(incidents))[0].n);

  it('refuses any write to incidents whose transaction names no writer, and keeps the table as it was', async () => {
    const [stored] = await insertIncidentRows(t.database, [krasnodarIncident]);
    const before = await incidentCount();
    const unattributed = [
      `INSERT INTO incidents (date, country_id, price) VALUES ('2025-01-01', 1, 5)`,
      `UPDATE incidents SET price = 6 WHERE id = ${stored.id}`,
      `DELETE FROM incidents WHERE id = ${stored.id}`,
      'TRUNCATE incidents CASCADE',
    ];
    for (const statement of unattributed) {
      await expect(
        t.database.withSession((s) => s.exec(statement)),
        statement,
      ).rejects.toThrow(/without a declared writer/);
    }
    expect(await incidentCount()).toBe(before);
    const [row] = await t.database.db.select({ price: incidents.price }).from(incidents);
    expect(row.price).toBe(krasnodarIncident.price);
  });

  it('records the form’s create, edit and delete: who, when, which incident, and the fields changed', async () => {
    const started = Date.now();
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/cargo/incident_admin', headers, payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.json<{ id: number }>().id);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cargo/incident_admin/${id}`,
      headers,
      payload: { ...form, price: 9_000_000, cargo_category: 1, street: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Saving the form unchanged is no change, so no entry.
    const unchanged = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cargo/incident_admin/${id}`,
      headers,
      payload: { ...form, price: 9_000_000, cargo_category: 1, street: '' },
    });
    expect(unchanged.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/cargo/incident_admin/${id}`, headers });
    expect(deleted.statusCode).toBe(200);

    const entries = await trail(`target_type=incident&target_id=${id}`);
    expect(entries.map((e) => e.action)).toEqual(['incident.delete', 'incident.update', 'incident.create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_id: staff.id, actor_username: 'editor', target_id: id });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    }
    const [deletion, edit, creation] = entries;
    expect(creation.before).toBeNull();
    expect(creation.after).toMatchObject({
      date: '2025-10-01',
      time: '22:15',
      price: 12_500_000,
      street: 'ул. Складская, 5',
      cargo_category: { id: 3, name_ru: expect.any(String), name_en: expect.any(String) },
      city: { id: kazan.city_id, name_ru: 'Казань' },
      region: { id: kazan.region_id },
    });
    // An edit lists exactly the fields that changed, with the old and the new value.
    expect(edit.before).toEqual({
      price: 12_500_000,
      street: 'ул. Складская, 5',
      cargo_category: expect.objectContaining({ id: 3 }),
    });
    expect(edit.after).toEqual({ price: 9_000_000, street: '', cargo_category: expect.objectContaining({ id: 1 }) });
    expect(deletion).toMatchObject({ after: null, before: { price: 9_000_000, date: '2025-10-01' } });
  });

  it('writes no entry for a write that fails', async () => {
    const count = async () => (await trail('target_type=incident')).length;
    const before = await count();
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/cargo/incident_admin/999999',
      headers,
      payload: form,
    });
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('records a spreadsheet import as one entry with its counts, changed rows only', async () => {
    const header = ['Дата / Date', 'Способ хищения', 'Cargo category', 'Город', 'Ущерб, ₽', 'Описание'];
    const row = (day: string, price: number, description: string) => [
      day,
      'Кража',
      'Electronics',
      'Подольск',
      String(price),
      description,
    ];
    const upload = async (rows: string[][], onDuplicate: string) => {
      const res = await injectMultipart(t.app, '/api/v1/cargo/incidents_file', staff, [
        ['incidents_file', new Blob([Buffer.from(csvText(rows))]), 'audit.csv'],
        ['on_duplicate', onDuplicate],
      ]);
      expect(res.statusCode, res.body).toBe(202);
      const { id } = res.json<IncidentUpload>();
      for (let i = 0; i < 600; i += 1) {
        const detail = (
          await t.app.inject({ url: `/api/v1/cargo/incidents_file/${id}`, headers })
        ).json<IncidentUploadDetail>();
        if (!['queued', 'running'].includes(detail.status)) return detail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`upload ${id} did not finish`);
    };
    const first = await upload(
      [header, row('01.02.2024', 1000, 'а'), row('02.02.2024', 2000, 'б'), row('03.02.2024', 3000, 'в')],
      'skip',
    );
    expect(first.status).toBe('imported');
    // The second file repeats two stored rows, one of them with a new description, and adds one.
    const second = await upload(
      [header, row('01.02.2024', 1000, 'а'), row('02.02.2024', 2000, 'новое'), row('04.02.2024', 4000, 'г')],
      'update',
    );
    expect(second.status).toBe('imported');

    const entries = await trail('action=incident.import');
    const entryOf = (id: number) => entries.filter((e: AuditEntry) => e.target_id === String(id));
    expect(entryOf(first.id)).toEqual([
      expect.objectContaining({
        actor_username: 'editor',
        target_type: 'import',
        after: {
          file_name: 'audit.csv',
          on_duplicate: 'skip',
          rows_read: 3,
          rows_inserted: 3,
          rows_updated: 0,
          rows_skipped: 0,
        },
      }),
    ]);
    expect(entryOf(second.id)).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ on_duplicate: 'update', rows_read: 3, rows_inserted: 1, rows_updated: 1 }),
      }),
    ]);
    // No entry per imported incident: the import is one entry.
    expect(await trail('action=incident.create&actor=editor')).toHaveLength(1);
  });
});
