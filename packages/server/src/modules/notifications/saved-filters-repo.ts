import { and, count, desc, eq, exists, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import {
  cargoCategories,
  cities,
  federalDistricts,
  incidentCategories,
  incidents,
  regions,
} from '../../db/schema/incidents';
import { savedFilterMatches, savedFilters, type SavedFilterRow } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

export async function selectSavedFilters(db: Db, userId: number): Promise<SavedFilterRow[]> {
  return db.select().from(savedFilters).where(eq(savedFilters.userId, userId)).orderBy(desc(savedFilters.id));
}

export async function countSavedFilters(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(savedFilters).where(eq(savedFilters.userId, userId));
  return Number(row.count);
}

export async function insertSavedFilter(
  db: Db,
  values: Pick<SavedFilterRow, 'userId' | 'name' | 'query' | 'subscribed'>,
): Promise<SavedFilterRow> {
  const [row] = await db.insert(savedFilters).values(values).returning();
  return row;
}

export async function updateSavedFilterRow(
  db: Db,
  userId: number,
  id: number,
  values: Pick<SavedFilterRow, 'name' | 'subscribed'>,
): Promise<SavedFilterRow | undefined> {
  const [row] = await db
    .update(savedFilters)
    .set(values)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedFilterRow(db: Db, userId: number, id: number): Promise<boolean> {
  await db.delete(savedFilterMatches).where(
    and(
      eq(savedFilterMatches.savedFilterId, id),
      exists(
        db
          .select()
          .from(savedFilters)
          .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId))),
      ),
    ),
  );
  const rows = await db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning({ id: savedFilters.id });
  return rows.length > 0;
}

export async function deleteMatches(db: Db, savedFilterId: number): Promise<number[]> {
  const rows = await db
    .delete(savedFilterMatches)
    .where(eq(savedFilterMatches.savedFilterId, savedFilterId))
    .returning({ incidentId: savedFilterMatches.incidentId });
  return rows.map((row) => row.incidentId);
}

export type AlertingFilter = SavedFilterRow & { owner: { accessLevel: 'full' | 'limited' } };

/** Subscribed filters of active accounts: the ones new incidents are matched against. */
export async function selectAlertingFilters(db: Db): Promise<AlertingFilter[]> {
  const rows = await db
    .select({ filter: savedFilters, accessLevel: users.accessLevel })
    .from(savedFilters)
    .innerJoin(users, eq(users.id, savedFilters.userId))
    .where(and(eq(savedFilters.subscribed, true), eq(users.isActive, true)));
  return rows.map((row) => ({ ...row.filter, owner: { accessLevel: row.accessLevel } }));
}

/** Which of `ids` satisfy `where` (the filter's conditions, with its owner's access rule). */
export async function selectMatchingIds(db: Db, ids: number[], where: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(inArray(incidents.id, ids), where));
  return rows.map((row) => row.id);
}

export async function insertMatches(db: Db, savedFilterId: number, incidentIds: number[], at: Date): Promise<void> {
  if (incidentIds.length === 0) return;
  await db
    .insert(savedFilterMatches)
    .values(incidentIds.map((incidentId) => ({ savedFilterId, incidentId, matchedAt: at })))
    .onConflictDoNothing();
}

export type DueFilter = SavedFilterRow & { language: 'ru' | 'en' };

/** Subscribed filters with matches waiting whose last alert is older than `cutoff`. */
export async function selectDueFilters(db: Db, cutoff: Date): Promise<DueFilter[]> {
  const rows = await db
    .select({ filter: savedFilters, language: users.notificationLanguage })
    .from(savedFilters)
    .innerJoin(users, eq(users.id, savedFilters.userId))
    .where(
      and(
        eq(savedFilters.subscribed, true),
        eq(users.isActive, true),
        or(isNull(savedFilters.lastAlertAt), lte(savedFilters.lastAlertAt, cutoff)),
        exists(db.select().from(savedFilterMatches).where(eq(savedFilterMatches.savedFilterId, savedFilters.id))),
      ),
    )
    .orderBy(savedFilters.id);
  return rows.map((row) => ({ ...row.filter, language: row.language }));
}

/**
 * Takes the filter's alert slot: sets last_alert_at unless another process took it since
 * `cutoff`. True when this caller is the one to send the digest.
 */
export async function claimAlert(db: Db, id: number, cutoff: Date, at: Date): Promise<boolean> {
  const rows = await db
    .update(savedFilters)
    .set({ lastAlertAt: at })
    .where(and(eq(savedFilters.id, id), or(isNull(savedFilters.lastAlertAt), lte(savedFilters.lastAlertAt, cutoff))))
    .returning({ id: savedFilters.id });
  return rows.length > 0;
}

export interface DigestIncident {
  id: number;
  date: string;
  cityRu: string | null;
  cityEn: string | null;
  regionRu: string | null;
  regionEn: string | null;
  districtRu: string | null;
  districtEn: string | null;
  categoryRu: string | null;
  categoryEn: string | null;
  cargoRu: string | null;
  cargoEn: string | null;
  price: number;
}

/** The lines of a digest: newest first. */
export async function selectDigestIncidents(db: Db, ids: number[], limit: number): Promise<DigestIncident[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: incidents.id,
      date: incidents.date,
      cityRu: cities.nameRu,
      cityEn: cities.nameEn,
      regionRu: regions.nameRu,
      regionEn: regions.nameEn,
      districtRu: federalDistricts.nameRu,
      districtEn: federalDistricts.nameEn,
      categoryRu: incidentCategories.nameRu,
      categoryEn: incidentCategories.nameEn,
      cargoRu: cargoCategories.nameRu,
      cargoEn: cargoCategories.nameEn,
      price: incidents.price,
    })
    .from(incidents)
    .leftJoin(cities, eq(cities.id, incidents.cityId))
    .leftJoin(regions, eq(regions.id, incidents.regionId))
    .leftJoin(federalDistricts, eq(federalDistricts.id, incidents.federalDistrictId))
    .leftJoin(incidentCategories, eq(incidentCategories.id, incidents.incidentCategoryId))
    .leftJoin(cargoCategories, eq(cargoCategories.id, incidents.cargoCategoryId))
    .where(inArray(incidents.id, ids))
    .orderBy(desc(incidents.date), desc(incidents.id))
    .limit(limit);
}

/** How many of `ids` still exist (a deleted incident drops out of a digest). */
export async function countExisting(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(incidents)
    .where(inArray(incidents.id, ids));
  return Number(row.count);
}
