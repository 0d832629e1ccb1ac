import {
  consistencyRuleSettingsSchema,
  consistencyRules,
  defaultConsistencySettings,
  type ConsistencySettings,
} from '@cargo-sentry/contracts/identity-links/consistency';
import { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { recordAudit } from '../audit/service';
import { selectConsistencySettings, upsertConsistencySettings } from './consistency-repo';

const savedRules = z.record(z.string(), z.unknown());

/**
 * The rules' settings as staff saved them, each rule read on its own: a rule saved before it had
 * a field, or added after the last save, takes its default instead of failing the check.
 */
export async function readConsistencySettings(db: DbOrTx): Promise<ConsistencySettings> {
  const stored = savedRules.safeParse(await selectConsistencySettings(db));
  const saved = stored.success ? stored.data : {};
  return Object.fromEntries(
    consistencyRules.map((rule) => {
      const parsed = consistencyRuleSettingsSchema.safeParse(saved[rule]);
      return [rule, parsed.success ? parsed.data : defaultConsistencySettings[rule]];
    }),
  ) as ConsistencySettings;
}

/** Staff save the rules' settings (already bounded by the contract), audited in the same transaction. */
export function saveConsistencySettings(
  database: Database,
  actor: UserRow,
  settings: ConsistencySettings,
): Promise<ConsistencySettings> {
  return database.db.transaction(async (tx) => {
    const before = await readConsistencySettings(tx);
    await upsertConsistencySettings(tx, settings, actor.id);
    await recordAudit(
      tx,
      actor,
      'settings.update',
      { type: 'settings', id: 'consistency' },
      { before, after: settings },
    );
    return settings;
  });
}
