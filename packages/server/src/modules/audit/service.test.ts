import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/factories';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { recordAudit } from './service';

describe('audit trail', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  it('records who changed what, before and after, without secrets; only with its transaction', async () => {
    const staff = await createStaff(database, { username: 'auditor' });
    await recordAudit(
      database.db,
      staff,
      'user.quota',
      { type: 'user', id: 42 },
      {
        before: { verification_count: 5, password_hash: 'x' },
        after: { verification_count: 50, refresh_token: 'y' },
      },
    );
    await database.db
      .transaction(async (tx) => {
        await recordAudit(tx, staff, 'user.delete', { type: 'user', id: 43 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const rows = await database.db.select().from(auditLog);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorUsername: 'auditor',
        action: 'user.quota',
        targetType: 'user',
        targetId: '42',
        before: { verification_count: 5 },
        after: { verification_count: 50 },
      }),
    ]);
  });
});
