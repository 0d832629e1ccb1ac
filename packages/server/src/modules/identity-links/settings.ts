import {
  defaultLinksSettings,
  linksSettingsSchema,
  type LinksSettings,
} from '@cargo-sentry/contracts/identity-links/links';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import type { UserRow } from '../../db/schema/users';
import { recordAudit } from '../audit/service';

/** The row of `app_settings` (migration 0133) that holds identity links' settings. */
const settingName = 'identity_links';

/**
 * Staff's settings of identity links, the contract's defaults for what was never set. A stored
 * value that no longer parses (a field renamed since) falls back field by field, never to a 500.
 */
export async function readLinksSettings(db: DbOrTx): Promise<LinksSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, settingName));
  const stored = linksSettingsSchema.partial().safeParse(row?.value ?? {});
  return { ...defaultLinksSettings, ...(stored.success ? stored.data : {}) };
}

/** `PUT /{product}/links/settings`: stores the settings and records the change in the audit trail. */
export function changeLinksSettings(
  db: Db,
  actor: Pick<UserRow, 'id' | 'username'>,
  next: LinksSettings,
): Promise<LinksSettings> {
  return db.transaction(async (tx) => {
    const before = await readLinksSettings(tx);
    await tx
      .insert(appSettings)
      .values({ name: settingName, value: next, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: appSettings.name,
        set: { value: next, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    if (before.sharing_between_companies !== next.sharing_between_companies) {
      await recordAudit(tx, actor, 'settings.update', { type: 'settings', id: settingName }, { before, after: next });
    }
    return next;
  });
}
