import { incidentFilterSchema } from '@cargo-sentry/contracts/incidents/incident-filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentRow, insertIncidents } from '../../../test/incident-builders';
import { writeIncidentsDirectly } from '../../../test/incident-rows';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { createIncidentIndex } from '../incident-index/service';
import { createIncidentContext, listIncidents, type IncidentContext } from './service';

describe(`incident list rows after writes (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let ctx: IncidentContext;
  const viewer = { accessLevel: 'full' as const };
  const firstPage = async () =>
    (await listIncidents(ctx, viewer, incidentFilterSchema.parse({}), { page: 1, page_size: 10 }, '/x')).results;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ctx = await createIncidentContext(database, createIncidentIndex(database, { workers: 0 }));
    await insertIncidents(database, [
      incidentRow({ date: '2026-01-03', street: 'ул. Первая, 1' }),
      incidentRow({ date: '2026-01-02', street: 'ул. Вторая, 2' }),
    ]);
  });
  afterAll(async () => {
    await ctx?.index.close();
    await drop();
  });

  it('shows a row as it was written since the page was last read, and drops a deleted one', async () => {
    const before = await firstPage();
    expect(before.map((r) => r.street)).toEqual(['ул. Первая, 1', 'ул. Вторая, 2']);
    // written past the app (as another process would): the change log tells the index
    await writeIncidentsDirectly(database, (s) =>
      s.query(`UPDATE incidents SET street = 'ул. Новая, 3' WHERE id = $1`, [before[0].id]),
    );
    expect((await firstPage()).map((r) => r.street)).toEqual(['ул. Новая, 3', 'ул. Вторая, 2']);
    await writeIncidentsDirectly(database, (s) => s.query('DELETE FROM incidents WHERE id = $1', [before[1].id]));
    expect((await firstPage()).map((r) => r.id)).toEqual([before[0].id]);
  });
});
